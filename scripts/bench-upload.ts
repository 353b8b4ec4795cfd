/**
 * The upload case of `npm run bench`: a client signs up (captcha, proof-of-work, the confirmation link from
 * the outbox), orders, and uploads a file of the largest allowed size to the order, over loopback to the real
 * server process. Prints the upload's time and the server's resident memory before, at its peak during the
 * upload (sampled from /proc every 10 ms) and after. Printed, never asserted.
 */
import fs from "node:fs";
import path from "node:path";
import { ORDER_FILE_LIMITS } from "../common/order-files";
import { benchPowHeader } from "./bench-pow";

const rssKb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
};

async function linkFromOutbox(dataDir: string, email: string, part: string) {
  const dir = path.join(dataDir, "outbox");
  for (let i = 0; i < 200; i++) {
    for (const f of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
      if (!f.endsWith(`-${email}.eml`)) continue;
      const text = fs
        .readFileSync(path.join(dir, f), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
      const link = text.match(/https?:\/\/[^\s"<>]+/g)?.find((l) => l.includes(part));
      if (link) return link.replace(/&amp;/g, "&");
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${part} link for ${email}`);
}

export async function benchUpload(base: string, dataDir: string, serverPid: number) {
  const ip = "10.77.0.1";
  const get = (p: string) => fetch(`${base}${p}`, { headers: { "x-forwarded-for": ip } });
  const email = `bench-upload-${Date.now()}@example.com`;
  const password = "Bench-upl0ad-passphrase!";
  const c = (await (await get("/api/captcha")).json()) as { token: string; a: number; b: number; op: string };
  const answer = c.op === "+" ? c.a + c.b : c.op === "-" ? c.a - c.b : c.a * c.b;
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: base,
      "x-forwarded-for": ip,
      "x-captcha-token": c.token,
      "x-captcha-answer": String(answer),
      ...(await benchPowHeader(get)),
    },
    body: JSON.stringify({ email, password, name: "Bench Upload", callbackURL: "/dashboard" }),
  });
  if (!signUp.ok) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
  const verify = await fetch(await linkFromOutbox(dataDir, email, "verify-email"), { redirect: "manual" });
  const cookie = (verify.headers.getSetCookie() ?? []).map((s) => s.split(";")[0]).join("; ");
  if (!cookie) throw new Error(`verification gave no session (${verify.status})`);
  const order = await fetch(`${base}/api/orders`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: base,
      cookie,
      "x-forwarded-for": ip,
      ...(await benchPowHeader(get)),
    },
    body: JSON.stringify({
      serviceId: "music",
      servicePlan: "professional",
      projectName: "Bench upload",
      projectDescription: "",
      projectDeadline: null,
      projectGoals: [],
      contactName: "Bench Upload",
      contactEmail: email,
      contactPhone: "",
    }),
  });
  if (order.status !== 201) throw new Error(`order: ${order.status} ${await order.text()}`);
  const { code } = ((await order.json()) as { order: { code: string } }).order;

  const size = ORDER_FILE_LIMITS.maxBytes;
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i += 4096) bytes[i] = i & 0xff;
  const form = new FormData();
  form.append("files", new Blob([bytes], { type: "application/pdf" }), "bench-25mb.pdf");

  const before = rssKb(serverPid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssKb(serverPid))), 10);
  const t0 = performance.now();
  const res = await fetch(`${base}/api/orders/${code}/files`, {
    method: "POST",
    headers: { origin: base, cookie, "x-forwarded-for": ip },
    body: form,
  });
  await res.arrayBuffer();
  const ms = performance.now() - t0;
  clearInterval(sampler);
  await new Promise((r) => setTimeout(r, 200));
  const after = rssKb(serverPid);
  if (res.status !== 201) throw new Error(`upload: ${res.status}`);
  const mb = (kb: number) => (kb / 1024).toFixed(0);
  console.log(
    `POST /api/orders/:code/files, one ${(size / 1024 / 1024).toFixed(0)} MB file: ${ms.toFixed(0)} ms` +
      ` (${(size / 1024 / 1024 / (ms / 1000)).toFixed(0)} MB/s); server RSS ${mb(before)} MB before,` +
      ` peak ${mb(peak)} MB (+${mb(peak - before)} MB), ${mb(after)} MB after`,
  );
}
