import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversationMessages, conversations, user } from "../../server/db/schema";
import { autoReplyBody } from "../../common/chat";
import { pruneClosedAnonymous } from "../../server/services/chat/conversations";
import { cookieFrom, createVerifiedUser, powHeaders, randomIp, signIn } from "./auth-helpers";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
let admin: { cookie: string; id: string; name: string };
const STAFF = "inbox-staff@agency.test";

beforeAll(async () => {
  t = await createTestApp({ env: { STAFF_EMAIL: STAFF } });
  // The staff address is an admin's own account, who reads the site in Japanese: staff e-mails are in Japanese.
  const a = await createVerifiedUser(t, { admin: true, email: STAFF, name: "Sam Staff" });
  admin = { cookie: await signIn(t, a.email, a.password, a.totpSecret), id: a.id, name: "Sam Staff" };
  // (The language for e-mails of this admin's profile: Japanese.)
  await t.database.db.update(user).set({ locale: "ja" }).where(eq(user.id, a.id));
}, 120_000);
afterAll(() => t?.close());

/** A browser: its own address and cookie jar (the chat cookie and, once signed in, the session). */
function browser(opts: { lang?: string; cookie?: string } = {}) {
  const ip = randomIp();
  let jar = opts.cookie ?? "";
  const keep = (res: Response) => {
    const set = cookieFrom(res);
    if (set) {
      const pairs = new Map(
        [...jar.split("; "), ...set.split("; ")].filter(Boolean).map((p) => [p.slice(0, p.indexOf("=")), p]),
      );
      jar = [...pairs.values()].join("; ");
    }
    return res;
  };
  const headers = (extra: Record<string, string> = {}) => ({
    "x-forwarded-for": ip,
    "accept-language": opts.lang ?? "en",
    ...(jar ? { cookie: jar } : {}),
    ...extra,
  });
  return {
    get jar() {
      return jar;
    },
    ip,
    get: async (path: string, extra?: Record<string, string>) =>
      keep(await t.request(path, { headers: headers(extra) })),
    send: async (path: string, json: unknown, extra?: Record<string, string>, method = "POST") =>
      keep(await t.request(path, { method, headers: headers(extra), json })),
    /** A chat message; the first of a conversation carries a proof-of-work. */
    say: async (body: string, extra: Record<string, unknown> = {}, pow = true) =>
      keep(
        await t.request("/api/chat/messages", {
          method: "POST",
          headers: headers(pow ? await powHeaders(t) : {}),
          json: { body, page: "/services/amazon", ...extra },
        }),
      ),
  };
}

const staff = (path: string, json?: unknown, method = json === undefined ? "GET" : "POST") =>
  t.request(path, { method, headers: { cookie: admin.cookie, "x-forwarded-for": randomIp() }, json });

/** Reads a Server-Sent Events response until `until` matches what came, or the time runs out. */
async function readEvents(res: Response, until: (text: string) => boolean, ms = 5000) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const deadline = Date.now() + ms;
  try {
    while (!until(text) && Date.now() < deadline) {
      const chunk = await Promise.race([
        reader.read(),
        new Promise<{ done: true; value: undefined }>((r) =>
          setTimeout(() => r({ done: true, value: undefined }), deadline - Date.now()),
        ),
      ]);
      if (chunk.done) break;
      text += decoder.decode(chunk.value, { stream: true });
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
  return text;
}

describe("a visitor's conversation", () => {
  it("is stored with an automatic acknowledgement, comes back after a reload, and notifies staff in their language", async () => {
    const v = browser({ lang: "de" });
    t.mail.length = 0;
    const lead =
      "I need a quote for a 3-month Amazon campaign for 12 products, call me at +1 555 0100, my e-mail is buyer@example.com";
    const res = await v.say(lead);
    expect(res.status).toBe(201);
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith("chat_conversation="))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/Path=\/api\/chat/i);
    const { conversation, messages } = await res.json();
    expect(messages.map((m: { sender: string }) => m.sender)).toEqual(["visitor", "auto"]);
    expect(messages[0].body).toBe(lead);

    // A reload: the same browser asks again and finds the whole thread.
    const again = await (await v.get("/api/chat")).json();
    expect(again.conversation.id).toBe(conversation.id);
    expect(again.availability).toMatchObject({ online: false });
    // The acknowledgement keeps the availability it stated: nobody online, so no "shortly".
    expect(again.conversation.messages.map((m: { body: string }) => m.body)).toEqual([
      lead,
      autoReplyBody(again.availability),
    ]);
    expect(again.conversation.messages[1].body).not.toBe("");

    // Staff are told, in the staff account's language (Japanese), not the visitor's (German).
    const note = t.mail.find((m) => m.to === STAFF)!;
    expect(note.subject).toContain("チャット");
    expect(note.text).toContain(lead);
    expect(note.text).toContain(`/admin/inbox/${conversation.id}`);
    expect(note.text).toContain("Deutsch");

    // In the inbox: waiting, unread, with the page and language.
    const list = await (await staff("/api/admin/inbox")).json();
    const row = list.items.find((i: { id: string }) => i.id === conversation.id);
    // The preview is the visitor's question, not the automatic acknowledgement after it.
    expect(row).toMatchObject({ kind: "chat", locale: "de", page: "/services/amazon", staffUnread: 1, preview: lead });
    // Assigning is not reading: the unread count stays until someone opens it.
    const assigned = await t.request(`/api/admin/inbox/${conversation.id}`, {
      method: "PATCH",
      headers: { cookie: admin.cookie },
      json: { assigneeId: admin.id },
    });
    expect((await assigned.json()).conversation).toMatchObject({ staffUnread: 1, assigneeName: "Sam Staff" });
    expect(row.waitingSince).not.toBeNull();
    const waiting = await (await staff("/api/admin/waiting")).json();
    expect(waiting.inboxWaiting).toBeGreaterThanOrEqual(1);
  });

  it("needs a proof-of-work for its first message, and stores nothing without one", async () => {
    const v = browser();
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(conversations);
    const res = await v.say("hello", {}, false);
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("POW_REQUIRED");
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(conversations);
    expect(after[0]!.n).toBe(before[0]!.n);
    // Later messages of an existing conversation need none.
    expect((await v.say("first")).status).toBe(201);
    expect((await v.say("second", {}, false)).status).toBe(201);
  });

  it("is not another browser's: its id answers 404 there, and a forged cookie finds nothing", async () => {
    const a = browser();
    const { conversation } = await (await a.say("mine")).json();
    expect((await a.get(`/api/chat/conversations/${conversation.id}`)).status).toBe(200);
    const b = browser();
    const other = await b.get(`/api/chat/conversations/${conversation.id}`);
    expect(other.status).toBe(404);
    expect((await other.json()).error.code).toBe("NOT_FOUND");
    const forged = browser({ cookie: `chat_conversation=${conversation.id}.AAAA` });
    expect((await (await forged.get("/api/chat")).json()).conversation).toBeNull();
    // Its stream carries the availability only: no conversation, no message.
    const stream = await forged.get("/api/chat/stream");
    expect(stream.status).toBe(200);
    const events = await readEvents(stream, (s) => s.includes("event: availability"));
    expect(events).toContain('"conversation":null');
    expect(events).not.toContain("event: message");
  });

  it("refuses a message over 2,000 characters and a blank one with the error shape", async () => {
    const v = browser();
    const long = await v.say("x".repeat(2001));
    expect(long.status).toBe(400);
    expect((await long.json()).error.fields.body).toBe("chat.errors.tooLong");
    const blank = await v.say("   ");
    expect(blank.status).toBe(400);
    expect((await v.say("x".repeat(2000))).status).toBe(201);
  });

  it("limits messages per conversation (429 with Retry-After)", async () => {
    const v = browser();
    expect((await v.say("1")).status).toBe(201);
    let last: Response | undefined;
    for (let i = 0; i < 21; i++) last = await v.say(`m${i}`, {}, false);
    expect(last!.status).toBe(429);
    expect(last!.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await last!.json()).error.code).toBe("RATE_LIMITED");
  });

  it("follows a signed-in client to another device", async () => {
    const client = await createVerifiedUser(t);
    const phone = browser({ cookie: await signIn(t, client.email, client.password) });
    const { conversation } = await (await phone.say("from my phone")).json();
    const laptop = browser({ cookie: await signIn(t, client.email, client.password) });
    const found = await (await laptop.get("/api/chat")).json();
    expect(found.conversation.id).toBe(conversation.id);
    expect(found.conversation.messages[0].body).toBe("from my phone");
    // Signed out, that browser's cookie no longer opens the account's conversation.
    const signedOut = browser({
      cookie: laptop.jar
        .split("; ")
        .filter((c) => c.startsWith("chat_"))
        .join("; "),
    });
    expect((await (await signedOut.get("/api/chat")).json()).conversation).toBeNull();
  });
});

describe("staff replies", () => {
  it("reach the visitor's open stream at once, with the typing indicator before", async () => {
    const v = browser();
    const { conversation } = await (await v.say("anyone there?")).json();
    const stream = await v.get("/api/chat/stream");
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toContain("text/event-stream");
    const reading = readEvents(stream, (s) => s.includes("We are here"));
    await new Promise((r) => setTimeout(r, 100));
    expect((await staff(`/api/admin/inbox/${conversation.id}/typing`, {})).status).toBe(200);
    const reply = await staff(`/api/admin/inbox/${conversation.id}/messages`, { body: "We are here" });
    expect(reply.status).toBe(201);
    // The visitor is connected: the answer goes to the widget, not by e-mail.
    expect(await reply.json()).toMatchObject({ emailed: false, delivery: "live" });
    const events = await reading;
    expect(events).toContain("event: typing");
    expect(events).toMatch(/event: message\ndata: .*We are here/);
    expect(events).toContain('"authorName":"Sam Staff"');

    // Resuming after a drop with Last-Event-ID: only what came after it.
    const ids = [...events.matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]));
    const resumed = await v.get("/api/chat/stream", { "last-event-id": String(ids[0]) });
    const rest = await readEvents(resumed, (s) => s.includes("We are here"));
    expect(rest).not.toContain("anyone there?");
    expect(rest).toContain("We are here");
  });

  it("are e-mailed to a visitor who has gone, in their language, with a link that reopens the conversation", async () => {
    const v = browser({ lang: "fr" });
    const { conversation } = await (await v.say("Pouvez-vous m'aider ?", { email: "lead@client.test" })).json();
    t.mail.length = 0;
    const reply = await staff(`/api/admin/inbox/${conversation.id}/messages`, { body: "Bien sûr, voici nos tarifs." });
    expect((await reply.json()).emailed).toBe(true);
    const mail = t.mail.find((m) => m.to === "lead@client.test")!;
    expect(mail.subject).toBe("Nouvelle réponse de notre équipe d'assistance");
    expect(mail.text).toContain("Bien sûr, voici nos tarifs.");
    const link = mail.text.match(/https?:\/\/\S+\?chat=(\S+)/)!;
    expect(link[0]).toContain("/fr/?chat=");

    // On another device, the link opens the conversation in the widget.
    const elsewhere = browser();
    const resumed = await elsewhere.send("/api/chat/resume", { token: decodeURIComponent(link[1]!) });
    expect(resumed.status).toBe(200);
    const thread = await (await elsewhere.get("/api/chat")).json();
    expect(thread.conversation.id).toBe(conversation.id);
    expect(thread.conversation.messages.at(-1).body).toBe("Bien sûr, voici nos tarifs.");
    expect((await elsewhere.send("/api/chat/resume", { token: "x.y.z" })).status).toBe(404);

    // The thread in the inbox says it went by e-mail, and no longer waits.
    const detail = await (await staff(`/api/admin/inbox/${conversation.id}`)).json();
    expect(detail.messages.at(-1).emailedAt).not.toBeNull();
    expect(detail.conversation.waitingSince).toBeNull();
  });

  it("are e-mailed as soon as the visitor's stream has closed (panel or tab closed), not while it is open", async () => {
    const v = browser();
    const { conversation } = await (await v.say("still there?", { email: "closer@client.test" })).json();
    const stream = await v.get("/api/chat/stream");
    await readEvents(stream, (s) => s.includes("still there?"));
    // readEvents hung up: the visitor is gone.
    let seen = true;
    for (let i = 0; i < 20 && seen; i++) {
      await new Promise((r) => setTimeout(r, 50));
      const [row] = await t.database.db.select().from(conversations).where(eq(conversations.id, conversation.id));
      seen = row!.visitorSeenAt !== null;
    }
    expect(seen).toBe(false);
    const reply = await staff(`/api/admin/inbox/${conversation.id}/messages`, { body: "Yes, by e-mail now" });
    expect(await reply.json()).toMatchObject({ emailed: true, delivery: "email" });
    expect(t.mail.some((m) => m.to === "closer@client.test" && m.text.includes("Yes, by e-mail now"))).toBe(true);
  });

  it("another browser's stream never sees them", async () => {
    const a = browser();
    const { conversation } = await (await a.say("private")).json();
    const b = browser();
    await (await b.say("other")).json();
    const streamB = await b.get("/api/chat/stream");
    const reading = readEvents(streamB, (s) => s.includes("secret answer"), 1500);
    await staff(`/api/admin/inbox/${conversation.id}/messages`, { body: "secret answer" });
    expect(await reading).not.toContain("secret answer");
  });
});

describe("honest availability", () => {
  it("is online only while a staff member is, and otherwise names the next opening", async () => {
    const hours = { timeZone: "Europe/Berlin", days: [1, 2, 3, 4, 5], start: "09:00", end: "17:00" };
    const saved = await t.request("/api/admin/inbox/hours", {
      method: "PUT",
      headers: { cookie: admin.cookie },
      json: hours,
    });
    expect(saved.status).toBe(200);
    const bad = await t.request("/api/admin/inbox/hours", {
      method: "PUT",
      headers: { cookie: admin.cookie },
      json: { ...hours, timeZone: "Mars/Base" },
    });
    expect(bad.status).toBe(400);

    const v = browser();
    const off = (await (await v.get("/api/chat")).json()).availability;
    expect(off.online).toBe(false);
    expect(off.timeZone).toBe("Europe/Berlin");
    if (!off.withinHours) expect(new Date(off.nextOpen).getTime()).toBeGreaterThan(Date.now());

    const on = await t.request("/api/admin/inbox/presence", {
      method: "PUT",
      headers: { cookie: admin.cookie },
      json: { online: true },
    });
    expect(on.status).toBe(200);
    expect((await (await v.get("/api/chat")).json()).availability.online).toBe(true);
    await t.request("/api/admin/inbox/presence", {
      method: "PUT",
      headers: { cookie: admin.cookie },
      json: { online: false },
    });
    expect((await (await v.get("/api/chat")).json()).availability.online).toBe(false);
    // Visitors cannot change it.
    const client = browser();
    expect((await client.send("/api/admin/inbox/presence", { online: true }, {}, "PUT")).status).toBe(401);
  });
});

describe("callbacks", () => {
  it("validates the phone number with its country and the preferred time", async () => {
    const v = browser();
    for (const [body, field, message] of [
      [{ country: "US", phone: "12", preferredTime: "asap" }, "phone", "chat.errors.phone"],
      [{ country: "DE", phone: "555", preferredTime: "asap" }, "phone", "chat.errors.phone"],
      [{ country: "US", phone: "+1 201 555 0123", preferredTime: "noon" }, "preferredTime", "chat.errors.time"],
      [{ country: "ZZ", phone: "+1 201 555 0123", preferredTime: "asap" }, "country", "chat.errors.country"],
    ] as const) {
      const bad = await v.send("/api/chat/callbacks", body, await powHeaders(t));
      expect(bad.status).toBe(400);
      expect((await bad.json()).error.fields[field]).toBe(message);
    }
    const noPow = await v.send("/api/chat/callbacks", {
      country: "US",
      phone: "+1 201 555 0123",
      preferredTime: "asap",
    });
    expect(noPow.status).toBe(400);
    expect((await noPow.json()).error.code).toBe("POW_REQUIRED");
  });

  it("are stored, e-mailed to staff in their language, listed in the inbox and closed with an outcome", async () => {
    const v = browser({ lang: "es" });
    t.mail.length = 0;
    const res = await v.send(
      "/api/chat/callbacks",
      { country: "DE", phone: "030 1234567", preferredTime: "morning", name: "Lea", note: "Wegen Amazon" },
      await powHeaders(t),
    );
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const note = t.mail.find((m) => m.to === STAFF)!;
    // Stored and shown in international form, ready to dial.
    expect(note.subject).toContain("+49 30 1234567");
    expect(note.text).toContain("午前");
    const detail = await (await staff(`/api/admin/inbox/${id}`)).json();
    expect(detail.conversation).toMatchObject({
      kind: "callback",
      phone: "+49 30 1234567",
      phoneCountry: "DE",
      preferredTime: "morning",
      visitorName: "Lea",
      locale: "es",
    });
    expect(detail.messages[0].body).toBe("Wegen Amazon");
    const closed = await t.request(`/api/admin/inbox/${id}`, {
      method: "PATCH",
      headers: { cookie: admin.cookie },
      json: { status: "closed", outcome: "reached", assigneeId: admin.id },
    });
    expect(closed.status).toBe(200);
    expect((await closed.json()).conversation).toMatchObject({
      status: "closed",
      outcome: "reached",
      assigneeName: "Sam Staff",
    });
  });
});

describe("contact messages in the inbox", () => {
  it("are answered by e-mail in the writer's language, the answer kept in the thread, and closing marks them handled", async () => {
    const res = await t.request("/api/contact", {
      method: "POST",
      headers: { "x-forwarded-for": randomIp(), "accept-language": "de", ...(await powHeaders(t)) },
      json: { name: "Jonas", email: "jonas@client.test", service: "music", message: "Was kostet eine Kampagne?" },
    });
    expect(res.status).toBe(201);
    const listRes = await staff("/api/admin/inbox?kind=contact");
    const list = await listRes.json();
    if (!list.items) throw new Error(JSON.stringify(list));
    const row = list.items.find((i: { visitorEmail: string }) => i.visitorEmail === "jonas@client.test");
    expect(row).toMatchObject({ kind: "contact", locale: "de", preview: "Was kostet eine Kampagne?" });
    const messages = await (await staff("/api/admin/messages")).json();
    const original = messages.items.find((m: { email: string }) => m.email === "jonas@client.test");
    expect(original.conversationId).toBe(row.id);

    t.mail.length = 0;
    const reply = await staff(`/api/admin/inbox/${row.id}/messages`, { body: "Ab 1.299 USD." });
    expect((await reply.json()).emailed).toBe(true);
    const mail = t.mail.find((m) => m.to === "jonas@client.test")!;
    expect(mail.subject).toBe("Re: Ihre Nachricht");
    expect(mail.text).toContain("Ab 1.299 USD.");
    expect(mail.text).toContain("Was kostet eine Kampagne?");
    const detail = await (await staff(`/api/admin/inbox/${row.id}`)).json();
    expect(detail.messages.map((m: { sender: string; body: string }) => [m.sender, m.body])).toEqual([
      ["visitor", "Was kostet eine Kampagne?"],
      ["staff", "Ab 1.299 USD."],
    ]);

    await t.request(`/api/admin/inbox/${row.id}`, {
      method: "PATCH",
      headers: { cookie: admin.cookie },
      json: { status: "closed" },
    });
    const after = await (await staff("/api/admin/messages")).json();
    expect(after.items.find((m: { email: string }) => m.email === "jonas@client.test").handledAt).not.toBeNull();
  });
});

describe("leads become orders", () => {
  it("staff place an order for the visitor from the conversation, or link an existing one", async () => {
    const v = browser({ lang: "ja" });
    const { conversation } = await (await v.say("Amazon campaign please", { email: "buyer@example.com" })).json();
    t.mail.length = 0;
    const created = await staff(`/api/admin/inbox/${conversation.id}/order`, {
      serviceId: "amazon",
      servicePlan: "professional",
      projectName: "Amazon 12 products",
      projectDescription: "Amazon campaign please",
      projectDeadline: null,
      projectGoals: [],
      contactName: "Buyer",
      contactEmail: "buyer@example.com",
      contactPhone: "+1 201 555 0123",
    });
    expect(created.status).toBe(201);
    const { order } = await created.json();
    expect(order.code).toMatch(/^ORD-\d{6}$/);
    // The visitor is told, in their language; the order is not the staff member's.
    expect(t.mail.find((m) => m.to === "buyer@example.com")?.subject).toBeTruthy();
    const detail = await (await staff(`/api/admin/inbox/${conversation.id}`)).json();
    expect(detail.conversation.orderCode).toBe(order.code);
    const mine = await (await t.request("/api/orders", { headers: { cookie: admin.cookie } })).json();
    expect(mine.orders.some((o: { code: string }) => o.code === order.code)).toBe(false);

    const unlinked = await t.request(`/api/admin/inbox/${conversation.id}`, {
      method: "PATCH",
      headers: { cookie: admin.cookie },
      json: { orderCode: "ORD-999999" },
    });
    expect(unlinked.status).toBe(400);
  });

  it("is staff-only: a client gets 403 on the inbox, a guest 401", async () => {
    const client = await createVerifiedUser(t);
    const cookie = await signIn(t, client.email, client.password);
    expect((await t.request("/api/admin/inbox", { headers: { cookie } })).status).toBe(403);
    expect((await t.request("/api/admin/inbox")).status).toBe(401);
  });
});

describe("privacy", () => {
  it("a client's conversations and callbacks are in their export and anonymised when the account is deleted", async () => {
    const client = await createVerifiedUser(t);
    const session = await signIn(t, client.email, client.password);
    const v = browser({ cookie: session });
    const { conversation } = await (await v.say("my private plans")).json();
    await v.send(
      "/api/chat/callbacks",
      { country: "GB", phone: "020 7946 0958", preferredTime: "evening" },
      await powHeaders(t),
    );
    const exported = await (await t.request("/api/me/export", { headers: { cookie: session } })).json();
    expect(exported.conversations.map((c: { kind: string }) => c.kind).sort()).toEqual(["callback", "chat"]);
    expect(exported.conversations.find((c: { kind: string }) => c.kind === "chat").messages[0].body).toBe(
      "my private plans",
    );

    const del = await t.request("/api/me", {
      method: "DELETE",
      headers: { cookie: session, "x-forwarded-for": randomIp() },
      json: { password: client.password },
    });
    expect(del.status).toBe(200);
    const [row] = await t.database.db.select().from(conversations).where(eq(conversations.id, conversation.id));
    expect(row).toMatchObject({ userId: null, visitorEmail: null, visitorName: null, status: "closed" });
    const bodies = await t.database.db
      .select({ body: conversationMessages.body, sender: conversationMessages.sender })
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, conversation.id));
    expect(bodies.filter((b) => b.sender === "visitor").every((b) => b.body === "")).toBe(true);
    const phones = await t.database.db
      .select({ phone: conversations.phone })
      .from(conversations)
      .where(sql`${conversations.phone} = '020 7946 0958'`);
    expect(phones).toEqual([]);

    // Closed anonymous conversations go after the retention time, not before.
    expect(await pruneClosedAnonymous(t.database.db, 30, new Date(Date.now() + 29 * 86_400_000))).toBe(0);
    const gone = await pruneClosedAnonymous(t.database.db, 30, new Date(Date.now() + 31 * 86_400_000));
    expect(gone).toBeGreaterThanOrEqual(2);
    expect(await t.database.db.select().from(conversations).where(eq(conversations.id, conversation.id))).toEqual([]);
  });
});

// Several instances share only PostgreSQL (PGlite is one process by design, so this runs in the PostgreSQL pass).
describe.runIf(process.env.DATABASE_URL)("two server instances on one PostgreSQL", () => {
  it("a reply posted on instance B reaches a visitor streaming from instance A, and A keeps streaming after B stops", async () => {
    const b = await createTestApp({ env: { STAFF_EMAIL: STAFF }, databaseUrl: t.databaseUrl! });
    try {
      const v = browser();
      const { conversation } = await (await v.say("hello from A")).json();
      const stream = await v.get("/api/chat/stream");
      const reading = readEvents(stream, (s) => s.includes("answered on B"));
      await new Promise((r) => setTimeout(r, 200));
      const reply = await b.request(`/api/admin/inbox/${conversation.id}/messages`, {
        method: "POST",
        headers: { cookie: admin.cookie },
        json: { body: "answered on B" },
      });
      expect(reply.status).toBe(201);
      expect(await reading).toContain("answered on B");

      // B stops: A's own listener still carries A's replies.
      await b.close();
      const again = await v.get("/api/chat/stream");
      const reading2 = readEvents(again, (s) => s.includes("second answer"));
      await new Promise((r) => setTimeout(r, 200));
      await staff(`/api/admin/inbox/${conversation.id}/messages`, { body: "second answer" });
      expect(await reading2).toContain("second answer");
    } finally {
      await b.close().catch(() => {});
    }
  });
});
