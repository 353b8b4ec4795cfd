import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { autoReplyBody } from "@common/chat";
import { conversations, staffPresence } from "../../server/db/schema";
import { createHttpServer } from "../../server/http-server";
import { createLogger } from "../../server/lib/logger";
import { STREAM_LIMITS } from "../../server/services/chat/hub";
import { cookieFrom, createVerifiedUser, powHeaders, randomIp, signIn } from "./auth-helpers";
import { logCapture } from "./log-capture";
import { createTestApp, type TestApp } from "./test-app";

/** Chat streams: caps per conversation and address, the instance's budget, availability pushed, replies verified. */

const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "agency-chat-site-"));
fs.writeFileSync(path.join(webRoot, "index.html"), "<!doctype html><html><body><p>Home</p></body></html>");
fs.writeFileSync(path.join(webRoot, "_prerendered.json"), JSON.stringify([{ path: "/", public: true }]));

const { lines, stream: capture } = logCapture();
let t: TestApp;
let server: http.Server;
let base = "";
let admin: { cookie: string; id: string };

beforeAll(async () => {
  t = await createTestApp({ deps: { webRoot, logger: createLogger("info", capture) } });
  const a = await createVerifiedUser(t, { admin: true, name: "Sam Staff" });
  admin = { cookie: await signIn(t, a.email, a.password, a.totpSecret), id: a.id };
  server = createHttpServer(t.app, "127.0.0.1");
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const staff = (p: string, json?: unknown, method = json === undefined ? "GET" : "POST") =>
  t.request(p, { method, headers: { cookie: admin.cookie, "x-forwarded-for": randomIp() }, json });

/** A visitor's first message from `ip`: the conversation's cookie. */
async function startConversation(ip: string, extra: Record<string, unknown> = {}) {
  const res = await t.request("/api/chat/messages", {
    method: "POST",
    headers: { "x-forwarded-for": ip, ...(await powHeaders(t)) },
    json: { body: "hello", page: "/", ...extra },
  });
  expect(res.status).toBe(201);
  const { conversation, messages } = await res.json();
  return { id: conversation.id as string, cookie: cookieFrom(res), messages };
}

/** An open stream over real HTTP: what it received so far, whether the server ended it, and a way to hang up. */
async function openStream(headers: Record<string, string>) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/chat/stream`, { headers, signal: controller.signal });
  const s = { status: res.status, res, text: "", ended: false, close: () => controller.abort() };
  if (res.status !== 200) {
    await res.body?.cancel();
    s.ended = true;
    return s;
  }
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const pump = async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        s.text += decoder.decode(value, { stream: true });
      }
    } catch {
      /* hung up */
    }
    s.ended = true;
  };
  void pump();
  // Until the stream said it is ready: the server has admitted it.
  for (let i = 0; i < 200 && !s.text.includes("event: ready") && !s.ended; i++) await sleep(10);
  return s;
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(check: () => boolean | Promise<boolean>, ms = 5000) {
  const deadline = Date.now() + ms;
  while (!(await check()) && Date.now() < deadline) await sleep(25);
  return check();
}

/** GET / over a socket of its own, in milliseconds. */
function timeHome(): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(`${base}/`, { agent: false }, (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode!, ms: performance.now() - started }));
      })
      .on("error", reject);
  });
}

describe("chat streams", () => {
  it("logs the open-file limit and the stream budget at start-up", () => {
    const line = lines.find((l) => l.msg === "chat streams");
    expect(line).toBeDefined();
    expect(line!.budget).toBe(t.app.chatHub.budget);
    expect(line!.budget as number).toBeGreaterThan(0);
    if (typeof line!.openFileLimit === "number") expect(line!.budget as number).toBeLessThan(line!.openFileLimit);
  });

  it("keeps a few per conversation, the oldest closed first", async () => {
    const ip = randomIp();
    const { cookie } = await startConversation(ip);
    const streams: Awaited<ReturnType<typeof openStream>>[] = [];
    for (let i = 0; i < STREAM_LIMITS.perConversation + 2; i++) {
      streams.push(await openStream({ cookie, "x-forwarded-for": ip }));
    }
    expect(streams.every((s) => s.status === 200)).toBe(true);
    // The first two made room for the last ones; the newest stay open.
    expect(await until(() => streams[0]!.ended && streams[1]!.ended)).toBe(true);
    expect(streams.slice(2).some((s) => s.ended)).toBe(false);
    for (const s of streams) s.close();
    expect(await until(() => t.app.chatHub.openStreams === 0)).toBe(true);
  });

  it("bounds 1,000 stream attempts from one address, and the site still answers", async () => {
    const ip = randomIp();
    const { cookie } = await startConversation(ip);
    const open: Awaited<ReturnType<typeof openStream>>[] = [];
    let most = 0;
    const homes: { status: number; ms: number }[] = [];
    for (let i = 0; i < 1000; i += 50) {
      // Half of them with the conversation, half without a cookie (an address's streams count whatever they carry).
      const batch = await Promise.all(
        Array.from({ length: 50 }, (_, j) => openStream({ "x-forwarded-for": ip, ...((i + j) % 2 ? { cookie } : {}) })),
      );
      open.push(...batch);
      most = Math.max(most, t.app.chatHub.openStreams);
      if (i % 200 === 0) homes.push(await timeHome());
    }
    homes.push(await timeHome());
    // Every attempt was answered (admitted, the oldest making room); at most the address's cap stayed open.
    expect(open.every((s) => s.status === 200)).toBe(true);
    expect(most).toBeLessThanOrEqual(STREAM_LIMITS.perAddress);
    expect(await until(() => open.filter((s) => !s.ended).length <= STREAM_LIMITS.perAddress)).toBe(true);
    // The measure: `/` under 100 ms while the streams are opened. Here the threshold is 1 s, ten times
    // that: the test shares two cores with other test files, and the failure it guards against (descriptors
    // exhausted, 503, or the event loop stuck behind a thousand heartbeats) takes seconds or never answers.
    expect(homes.every((h) => h.status === 200)).toBe(true);
    expect(Math.max(...homes.map((h) => h.ms))).toBeLessThan(1000);
    for (const s of open) s.close();
    expect(await until(() => t.app.chatHub.openStreams === 0)).toBe(true);
  }, 120_000);
});

describe("the instance's stream budget", () => {
  it("refuses a stream past it with 503 and Retry-After, and admits again once one closed", async () => {
    const small = await createTestApp({ env: { CHAT_STREAMS_MAX: "2" } });
    try {
      expect(small.app.chatHub.budget).toBe(2);
      const readers: ReadableStreamDefaultReader<Uint8Array>[] = [];
      for (let i = 0; i < 2; i++) {
        const res = await small.request("/api/chat/stream", { headers: { "x-forwarded-for": randomIp() } });
        expect(res.status).toBe(200);
        readers.push(res.body!.getReader());
      }
      const refused = await small.request("/api/chat/stream", { headers: { "x-forwarded-for": randomIp() } });
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe(String(STREAM_LIMITS.retryAfterSeconds));
      expect((await refused.json()).error.code).toBe("UNAVAILABLE");
      await readers[0]!.cancel();
      expect(await until(() => small.app.chatHub.openStreams === 1)).toBe(true);
      const again = await small.request("/api/chat/stream", { headers: { "x-forwarded-for": randomIp() } });
      expect(again.status).toBe(200);
      await again.body!.cancel();
      await readers[1]!.cancel();
    } finally {
      await small.close();
    }
  });
});

describe("availability", () => {
  it("is pushed to an open widget when staff switch on and off", async () => {
    const s = await openStream({ "x-forwarded-for": randomIp() });
    expect(s.text).toContain("event: ready");
    expect(await until(() => /event: availability\ndata: \{"online":false/.test(s.text))).toBe(true);
    expect((await staff("/api/admin/inbox/presence", { online: true }, "PUT")).status).toBe(200);
    expect(await until(() => /event: availability\ndata: \{"online":true/.test(s.text))).toBe(true);
    expect((await staff("/api/admin/inbox/presence", { online: false }, "PUT")).status).toBe(200);
    expect(await until(() => s.text.split('"online":false').length > 2)).toBe(true);
    s.close();
  });

  it("the staff switch is stored for the staff member: it reads as set after its online time lapsed", async () => {
    await staff("/api/admin/inbox/presence", { online: true }, "PUT");
    // As if the inbox had been closed two minutes ago (a reload, a restart): the switch stays on, visitors no longer
    // see anyone online until the inbox renews it.
    await t.database.db
      .update(staffPresence)
      .set({ seenAt: new Date(Date.now() - 120_000) })
      .where(eq(staffPresence.userId, admin.id));
    const later = await (await staff("/api/admin/inbox/presence")).json();
    expect(later.online).toBe(true);
    expect(later.availability.online).toBe(false);
    // The reopened inbox renews it.
    await staff("/api/admin/inbox/presence", { online: true }, "PUT");
    expect((await (await staff("/api/admin/inbox/presence")).json()).availability.online).toBe(true);
    await staff("/api/admin/inbox/presence", { online: false }, "PUT");
    const off = await (await staff("/api/admin/inbox/presence")).json();
    expect(off).toMatchObject({ online: false, availability: { online: false } });
  });

  it("the automatic acknowledgement states the availability: the return time while away, 'shortly' only online", async () => {
    // Business hours that have not begun: a half hour three hours from now, every day.
    const hour = String((new Date().getUTCHours() + 3) % 24).padStart(2, "0");
    const hours = { timeZone: "UTC", days: [0, 1, 2, 3, 4, 5, 6], start: `${hour}:00`, end: `${hour}:30` };
    expect((await staff("/api/admin/inbox/hours", hours, "PUT")).status).toBe(200);
    const away = (await (await t.request("/api/chat")).json()).availability;
    expect(away).toMatchObject({ online: false, withinHours: false });
    const { messages } = await startConversation(randomIp());
    expect(messages[1]).toMatchObject({ sender: "auto", body: `away:${away.nextOpen}` });

    await staff("/api/admin/inbox/presence", { online: true }, "PUT");
    const online = await startConversation(randomIp());
    expect(online.messages[1].body).toBe(autoReplyBody({ ...away, online: true }));
    expect(online.messages[1].body).toBe("");
    await staff("/api/admin/inbox/presence", { online: false }, "PUT");
  });
});

describe("a staff reply's delivery", () => {
  it("is e-mailed when the visitor looked connected but no stream took it (their instance died)", async () => {
    const { id } = await startConversation(randomIp(), { email: "gone@client.test" });
    // What a stream on an instance killed a moment ago leaves behind: a fresh "connected" and nobody behind it.
    await t.database.db
      .update(conversations)
      .set({ visitorSeenAt: sql`now()` })
      .where(eq(conversations.id, id));
    t.mail.length = 0;
    const reply = await staff(`/api/admin/inbox/${id}/messages`, { body: "Are you still there?" });
    expect(reply.status).toBe(201);
    expect(await reply.json()).toMatchObject({ emailed: true, delivery: "email" });
    expect(t.mail.some((m) => m.to === "gone@client.test" && m.text.includes("Are you still there?"))).toBe(true);
    const [row] = await t.database.db.select().from(conversations).where(eq(conversations.id, id));
    expect(row!.visitorSeenAt).toBeNull();
  });

  it("is live when an open stream took it", async () => {
    const ip = randomIp();
    const { id, cookie } = await startConversation(ip, { email: "here@client.test" });
    const s = await openStream({ cookie, "x-forwarded-for": ip });
    t.mail.length = 0;
    const reply = await staff(`/api/admin/inbox/${id}/messages`, { body: "Right here" });
    expect(await reply.json()).toMatchObject({ emailed: false, delivery: "live" });
    // "Live" means the server wrote it to the stream; the bytes reach this reader a moment later.
    await until(() => s.text.includes("Right here"));
    expect(s.text).toContain("Right here");
    expect(t.mail.some((m) => m.to === "here@client.test")).toBe(false);
    s.close();
  });
});

describe("callback numbers", () => {
  it("premium-rate ones are flagged to staff in the inbox and the staff e-mail", async () => {
    const ask = async (country: string, phone: string) => {
      t.mail.length = 0;
      const res = await t.request("/api/chat/callbacks", {
        method: "POST",
        headers: { "x-forwarded-for": randomIp(), ...(await powHeaders(t)) },
        json: { country, phone, preferredTime: "asap" },
      });
      expect(res.status).toBe(201);
      const { id } = await res.json();
      const detail = await (await staff(`/api/admin/inbox/${id}`)).json();
      const mail = t.mail.find((m) => m.text.includes(`/admin/inbox/${id}`))!;
      return { premium: detail.conversation.premiumRate, warned: mail.text.includes("Premium-rate number") };
    };
    expect(await ask("GB", "0909 879 0000")).toEqual({ premium: true, warned: true });
    expect(await ask("GB", "070 1234 5678")).toEqual({ premium: true, warned: true });
    expect(await ask("US", "+1 900 555 0123")).toEqual({ premium: true, warned: true });
    expect(await ask("US", "+1 201 555 0123")).toEqual({ premium: false, warned: false });
    expect(await ask("GB", "020 7946 0000")).toEqual({ premium: false, warned: false });
  });
});
