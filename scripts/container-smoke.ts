/**
 * What scripts/container.sh asks of a running container, as a visitor's browser would:
 *   sign-up <base URL> <outbox folder>   registers (captcha and proof-of-work solved), opens the confirmation link
 *                                        from the container's outbox and prints the session's Cookie header
 *   me <base URL> <cookie>               GET /api/me with that cookie: prints the signed-in address, fails otherwise
 */
import fs from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { solveChallenge } from "altcha-lib/v1";
import { encodePowSolution, POW_HEADER, type PowChallenge } from "../common/pow";
import { readableMail } from "../tests/e2e/mail-text";

const [command, base, arg] = process.argv.slice(2);

async function json<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function signUp(outbox: string): Promise<string> {
  const email = `container-${randomBytes(4).toString("hex")}@example.com`;
  const captcha = await json<{ token: string; a: number; b: number; op: "+" | "-" | "*" }>(
    await fetch(`${base}/api/captcha`),
    "GET /api/captcha",
  );
  const answer =
    captcha.op === "+" ? captcha.a + captcha.b : captcha.op === "-" ? captcha.a - captcha.b : captcha.a * captcha.b;
  const c = await json<PowChallenge>(await fetch(`${base}/api/pow`), "GET /api/pow");
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  if (!solution) throw new Error("proof-of-work: no solution found");
  await json(
    await fetch(`${base}/api/auth/sign-up/email`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: base!,
        "x-captcha-token": captcha.token,
        "x-captcha-answer": String(answer),
        [POW_HEADER]: encodePowSolution({ ...c, number: solution.number }),
      },
      body: JSON.stringify({
        email,
        password: "Container-passw0rd!",
        name: "Container Check",
        callbackURL: "/dashboard",
      }),
    }),
    "sign-up",
  );
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    for (const file of await fs.readdir(outbox).catch(() => [] as string[])) {
      if (!file.endsWith(".eml") || !file.includes(email)) continue;
      const text = readableMail(await fs.readFile(path.join(outbox, file), "utf8"));
      const link = text.match(/https?:\/\/[^\s"<>]+/g)?.find((l) => l.includes("verify-email"));
      if (!link) continue;
      const verify = await fetch(link.replace(/&amp;/g, "&"), { redirect: "manual" });
      const cookie = verify.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      if (verify.status !== 302 || !cookie) throw new Error(`verification: ${verify.status}, no session cookie`);
      return cookie;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no confirmation e-mail to ${email} in ${outbox}`);
}

async function me(cookie: string): Promise<string> {
  const body = await json<{ user: { email: string } | null }>(
    await fetch(`${base}/api/me`, { headers: { cookie } }),
    "GET /api/me",
  );
  if (!body.user) throw new Error("GET /api/me: signed out (the session was not found)");
  return body.user.email;
}

if (!base || !arg) throw new Error("usage: container-smoke.ts sign-up|me <base URL> <outbox folder|cookie>");
if (command === "sign-up") console.log(await signUp(arg));
else if (command === "me") console.log(await me(arg));
else throw new Error(`unknown command ${command}`);
