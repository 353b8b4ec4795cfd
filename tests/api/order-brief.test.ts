import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES } from "../../common/locales";
import {
  orderBriefs,
  orderEvents,
  orders,
  orderWorkspace,
  webhookDeliveries,
  webhookEndpoints,
} from "../../server/db/schema";
import { createLogger } from "../../server/lib/logger";
import { sendBriefReminders } from "../../server/services/brief-reminders";
import { signedInUser } from "./auth-helpers";
import { seedInvoice } from "./payments-fixture";
import { createTestApp, type TestApp } from "./test-app";
import { getJson, placeOrder, post } from "./workspace-helpers";

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let client: Awaited<ReturnType<typeof signedInUser>>;
let other: Awaited<ReturnType<typeof signedInUser>>;

const all = (text: string) => Object.fromEntries(LANGUAGES.map((l) => [l, l === "en" ? text : `${text} (${l})`]));
const none = () => Object.fromEntries(LANGUAGES.map((l) => [l, ""]));
/** Three questions: a required choice, a required URL shown only when the answer is "yes", an optional text. */
const FORM = {
  deliveryDays: 10,
  questions: [
    {
      id: "has-site",
      kind: "choice",
      required: true,
      label: all("Do you have a website?"),
      help: none(),
      options: [
        { id: "yes", label: all("Yes") },
        { id: "no", label: all("No") },
      ],
      showIf: null,
    },
    {
      id: "site-url",
      kind: "url",
      required: true,
      label: all("Its address"),
      help: all("The home page"),
      options: [],
      showIf: { questionId: "has-site", optionId: "yes" },
    },
    {
      id: "notes",
      kind: "long_text",
      required: false,
      label: all("Anything else?"),
      help: none(),
      options: [],
      showIf: null,
    },
  ],
};

beforeAll(async () => {
  t = await createTestApp({ env: { STAFF_EMAIL: "staff@agency.test" } });
  admin = await signedInUser(t, { name: "Ada Admin", admin: true });
  client = await signedInUser(t, { name: "Chris Client" });
  other = await signedInUser(t, { name: "Olga Other" });
  const res = await post(t, "/api/admin/intake/youtube", admin.cookie, FORM, "PUT");
  expect(res.status).toBe(200);
});
afterAll(() => t.close());

const brief = (code: string, cookie = client.cookie) => getJson(t, `/api/orders/${code}/brief`, cookie);
const saveDraft = (code: string, answers: unknown, cookie = client.cookie) =>
  post(t, `/api/orders/${code}/brief`, cookie, { answers }, "PUT");
const submit = (code: string, cookie = client.cookie) => post(t, `/api/orders/${code}/brief/submit`, cookie, {});
const mailsTo = (to: string, code: string) => t.mail.filter((m) => m.to === to && m.subject.includes(code));

describe("questionnaire", () => {
  it("refuses a condition on a later or unknown question, and labels missing a language", async () => {
    const [a, b] = FORM.questions;
    const bad = await post(t, "/api/admin/intake/music", admin.cookie, { ...FORM, questions: [b, a] }, "PUT");
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toHaveProperty(["questions.0.showIf"]);
    const noJa = { ...FORM, questions: [{ ...FORM.questions[2], label: { ...all("x"), ja: "" } }] };
    expect((await post(t, "/api/admin/intake/music", admin.cookie, noJa, "PUT")).status).toBe(400);
    expect((await post(t, "/api/admin/intake/nope", admin.cookie, FORM, "PUT")).status).toBe(404);
    expect((await post(t, "/api/admin/intake/youtube", client.cookie, FORM, "PUT")).status).toBe(403);
  });
});

describe("the brief", () => {
  it("draft, submit (due date, work starts), change request, resubmit; locked brief refuses edits", async () => {
    const [hook] = await t.database.db
      .insert(webhookEndpoints)
      .values({
        url: "https://hooks.example.com/briefs",
        events: ["brief.submitted", "brief.changes_requested"],
        secret: "whsec_test",
      })
      .returning();
    const { code, id } = await placeOrder(t, client.user.email, client.cookie, "de");
    // The client is invited in the order's language.
    expect(mailsTo(client.user.email, code).map((m) => m.subject)).toContain(`Ihr Briefing für ${code}`);

    const first = await brief(code);
    expect(first.status).toBe(200);
    expect(first.body.brief).toMatchObject({ status: "draft", submittedAt: null, deliveryDays: 10 });
    expect(first.body.brief.questions.map((q: { id: string }) => q.id)).toEqual(["has-site", "site-url", "notes"]);
    // No due date while the brief waits.
    expect((await getJson(t, `/api/orders/${code}`, client.cookie)).body.order.dueDate ?? null).toBeNull();

    // Draft: partial answers are fine; an unknown option or question is not.
    const saved = await saveDraft(code, { "has-site": "yes", "site-url": "https://exa" });
    expect(saved.status).toBe(200);
    expect((await saved.json()).savedAt).toEqual(expect.any(String));
    expect((await saveDraft(code, { "has-site": "maybe" })).status).toBe(400);
    expect((await saveDraft(code, { ghost: "x" })).status).toBe(400);

    // Submit: the shown URL must be valid; required.
    const badUrl = await submit(code);
    expect(badUrl.status).toBe(400);
    expect((await badUrl.json()).error.fields).toEqual({ "site-url": "brief.errors.url" });
    // "no" hides the URL question: it is no longer required.
    await saveDraft(code, { "has-site": "no", notes: "Launch in May" });

    // Editing the questionnaire now does not change this order's questions.
    const edited = { ...FORM, questions: [{ ...FORM.questions[2], label: all("Changed label") }] };
    expect((await post(t, "/api/admin/intake/youtube", admin.cookie, edited, "PUT")).status).toBe(200);

    const before = Date.now();
    const done = await submit(code);
    expect(done.status).toBe(200);
    const submitted = (await done.json()).brief;
    expect(submitted.status).toBe("submitted");
    expect(submitted.questions[2].label.en).toBe("Anything else?");
    const due = new Date(before + 10 * 86_400_000).toISOString().slice(0, 10);
    const after = (await getJson(t, `/api/orders/${code}`, client.cookie)).body.order;
    expect(after.dueDate).toBe(due);
    expect(after.status).toBe("in_progress");
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(events.at(-1)).toMatchObject({
      actorId: client.user.id,
      fromStatus: "pending",
      toStatus: "in_progress",
      note: null,
    });
    // The order's history names the submission and who made it, beside the status change.
    expect(after.work).toEqual([
      { source: "brief", kind: "submitted", title: null, who: "Chris Client", files: [], at: expect.any(String) },
    ]);
    expect(mailsTo("staff@agency.test", code).some((m) => m.subject.startsWith("Brief submitted"))).toBe(true);

    // Locked.
    const edit = await saveDraft(code, { notes: "late" });
    expect(edit.status).toBe(409);
    expect((await edit.json()).error.code).toBe("BRIEF_LOCKED");
    expect((await submit(code)).status).toBe(409);

    // Staff ask for changes: the form reopens with their note, the client gets it in German.
    const asked = await post(t, `/api/admin/orders/${code}/brief/changes`, admin.cookie, {
      note: "Which month exactly?",
    });
    expect(asked.status).toBe(200);
    const reopened = await brief(code);
    expect(reopened.body.brief).toMatchObject({ status: "changes_requested", changeNote: "Which month exactly?" });
    expect(mailsTo(client.user.email, code).some((m) => m.subject.startsWith("Änderungen"))).toBe(true);
    expect((await post(t, `/api/admin/orders/${code}/brief/changes`, admin.cookie, { note: "again" })).status).toBe(
      409,
    );

    expect((await saveDraft(code, { "has-site": "no", notes: "Launch on 12 May" })).status).toBe(200);
    // As if the first submission was long ago: the resubmission recomputes the due date from now.
    await t.database.db.update(orderWorkspace).set({ dueDate: "2020-01-01" }).where(eq(orderWorkspace.orderId, id));
    expect((await getJson(t, `/api/orders/${code}`, client.cookie)).body.order.dueDate).toBe("2020-01-01");
    const resubmitted = Date.now();
    expect((await submit(code)).status).toBe(200);
    const staffView = await getJson(t, `/api/admin/orders/${code}/brief`, admin.cookie);
    expect(staffView.body.brief).toMatchObject({ status: "submitted", answers: { notes: "Launch on 12 May" } });
    expect(staffView.body.brief.history.map((h: { kind: string }) => h.kind)).toEqual([
      "submitted",
      "changes_requested",
      "submitted",
    ]);
    expect(staffView.body.brief.history[1]).toMatchObject({ note: "Which month exactly?", actorName: "Ada Admin" });
    // Each was a webhook, with the brief as it stood then.
    const hooks = (
      await t.database.db
        .select({ payload: webhookDeliveries.payload })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, hook!.id))
        .orderBy(webhookDeliveries.id)
    ).map((d) => JSON.parse(d.payload) as { type: string; data: { brief: Record<string, unknown> } });
    expect(hooks.map((h) => [h.type, h.data.brief.status])).toEqual([
      ["brief.submitted", "submitted"],
      ["brief.changes_requested", "changes_requested"],
      ["brief.submitted", "submitted"],
    ]);
    expect(hooks[1]!.data.brief).toMatchObject({ orderCode: code, changeNote: "Which month exactly?" });
    expect(hooks[2]!.data.brief.answers).toEqual({ "has-site": "no", notes: "Launch on 12 May" });
    await t.database.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, hook!.id));
    // Staff's order sheet lists the three decisions in its history, in order, with who made each.
    const sheet = (await getJson(t, `/api/admin/orders/${code}`, admin.cookie)).body;
    expect(sheet.work.map((w: { kind: string; who: string }) => `${w.kind} ${w.who}`)).toEqual([
      "submitted Chris Client",
      "changes_requested Ada Admin",
      "submitted Chris Client",
    ]);
    // The client sees the due date counted from the resubmission.
    expect((await getJson(t, `/api/orders/${code}`, client.cookie)).body.order.dueDate).toBe(
      new Date(resubmitted + 10 * 86_400_000).toISOString().slice(0, 10),
    );
  });

  it("another client gets 404 on every brief route; a service without questions has no brief", async () => {
    await post(t, "/api/admin/intake/youtube", admin.cookie, FORM, "PUT");
    const { code } = await placeOrder(t, client.user.email, client.cookie);
    expect((await brief(code, other.cookie)).status).toBe(404);
    expect((await saveDraft(code, { notes: "x" }, other.cookie)).status).toBe(404);
    expect((await submit(code, other.cookie)).status).toBe(404);
    expect((await post(t, `/api/admin/orders/${code}/brief/changes`, other.cookie, { note: "x" })).status).toBe(403);
    expect((await getJson(t, `/api/admin/orders/${code}/brief`, other.cookie)).status).toBe(403);

    await post(t, "/api/admin/intake/youtube", admin.cookie, { deliveryDays: 5, questions: [] }, "PUT");
    const plain = await placeOrder(t, client.user.email, client.cookie);
    expect(await brief(plain.code)).toEqual({ status: 200, body: { brief: null, opensOnPayment: false } });
    expect((await saveDraft(plain.code, { notes: "x" })).status).toBe(404);
    expect((await submit(plain.code)).status).toBe(404);
    expect((await getJson(t, `/api/admin/orders/${plain.code}/brief`, admin.cookie)).body.brief).toBeNull();
    await post(t, "/api/admin/intake/youtube", admin.cookie, FORM, "PUT");
  });
});

describe("a brief sent once the order is paid", () => {
  it("opens with the first paid invoice, once: until then the client is told it comes and no due date shows", async () => {
    const paidForm = { ...FORM, opensOn: "paid" };
    expect((await post(t, "/api/admin/intake/youtube", admin.cookie, paidForm, "PUT")).status).toBe(200);
    expect((await getJson(t, "/api/admin/intake/youtube", admin.cookie)).body.form.opensOn).toBe("paid");
    const { code, id } = await placeOrder(t, client.user.email, client.cookie, "ja");
    await t.app.mailQueue.drain();
    expect(mailsTo(client.user.email, code).filter((m) => m.subject.includes("ブリーフ"))).toEqual([]);
    expect(await brief(code)).toEqual({ status: 200, body: { brief: null, opensOnPayment: true } });
    const waiting = (await getJson(t, `/api/orders/${code}`, client.cookie)).body.order;
    expect(waiting).toMatchObject({ waitingForBrief: true, dueDate: null });
    expect((await saveDraft(code, { notes: "x" })).status).toBe(404);

    // A partial payment does not open it; the one that settles the invoice does.
    const invoice = await seedInvoice(t, code);
    const pay = (amountCents?: number) =>
      post(t, `/api/admin/invoices/${invoice.number}/payments`, admin.cookie, {
        method: "bank_transfer",
        receivedOn: "2098-03-10",
        reference: "SEPA 1",
        ...(amountCents ? { amountCents } : {}),
      });
    expect((await pay(10_000)).status).toBe(201);
    expect((await brief(code)).body.opensOnPayment).toBe(true);
    expect((await pay()).status).toBe(201);
    await t.app.mailQueue.drain();
    const opened = await brief(code);
    expect(opened.body).toMatchObject({ brief: { status: "draft", deliveryDays: 10 }, opensOnPayment: false });
    const invitations = () => mailsTo(client.user.email, code).filter((m) => m.subject.includes("ブリーフ"));
    expect(invitations()).toHaveLength(1);
    expect((await getJson(t, `/api/orders/${code}`, client.cookie)).body.order.waitingForBrief).toBe(true);

    // A second paid invoice neither opens a second brief nor sends a second invitation.
    const second = await seedInvoice(t, code);
    expect(
      (
        await post(t, `/api/admin/invoices/${second.number}/payments`, admin.cookie, {
          method: "bank_transfer",
          receivedOn: "2098-04-10",
          reference: "SEPA 2",
        })
      ).status,
    ).toBe(201);
    await t.app.mailQueue.drain();
    expect(invitations()).toHaveLength(1);
    const rows = await t.database.db.select().from(orderBriefs).where(eq(orderBriefs.orderId, id));
    expect(rows).toHaveLength(1);

    // Submitted, the order has its due date.
    await saveDraft(code, { "has-site": "no" });
    expect((await submit(code)).status).toBe(200);
    expect((await getJson(t, `/api/orders/${code}`, client.cookie)).body.order.dueDate).toEqual(expect.any(String));
    await post(t, "/api/admin/intake/youtube", admin.cookie, FORM, "PUT");
  });
});

describe("reminders", () => {
  it("sends the 24 h and the 72 h reminder once each, in the client's language, never after submission", async () => {
    const deps = { database: t.database, mailer: t.app.mailQueue, logger: createLogger("silent"), config: t.config };
    const { code, id } = await placeOrder(t, client.user.email, client.cookie, "fr");
    const [row] = await t.database.db.select().from(orderBriefs).where(eq(orderBriefs.orderId, id));
    const at = (hours: number) => new Date(row!.createdAt.getTime() + hours * 3_600_000);
    const run = async (hours: number) => {
      const sent = await sendBriefReminders(deps, at(hours));
      await t.app.mailQueue.drain();
      return sent.filter((s) => s.code === code).map((s) => s.hours);
    };
    expect(await run(23)).toEqual([]);
    expect(await run(25)).toEqual([24]);
    // Two instances at once: one sends.
    const twice = await Promise.all([sendBriefReminders(deps, at(26)), sendBriefReminders(deps, at(26))]);
    expect(twice.flat().filter((s) => s.code === code)).toEqual([]);
    expect(await run(73)).toEqual([72]);
    expect(await run(100)).toEqual([]);
    const reminders = mailsTo(client.user.email, code).filter((m) => m.subject.startsWith("Rappel"));
    expect(reminders).toHaveLength(2);
    expect(reminders[0]!.text).toContain("il y a 24 heures");

    // A submitted brief gets none.
    const next = await placeOrder(t, client.user.email, client.cookie);
    await saveDraft(next.code, { "has-site": "no" });
    expect((await submit(next.code)).status).toBe(200);
    const [r2] = await t.database.db.select().from(orderBriefs).where(eq(orderBriefs.orderId, next.id));
    const sent = await sendBriefReminders(deps, new Date(r2!.createdAt.getTime() + 80 * 3_600_000));
    expect(sent.filter((s) => s.code === next.code)).toEqual([]);

    // Nor does a cancelled order.
    const gone = await placeOrder(t, client.user.email, client.cookie);
    await t.database.db.update(orders).set({ status: "cancelled" }).where(eq(orders.id, gone.id));
    const [r3] = await t.database.db.select().from(orderBriefs).where(eq(orderBriefs.orderId, gone.id));
    const none = await sendBriefReminders(deps, new Date(r3!.createdAt.getTime() + 80 * 3_600_000));
    expect(none.filter((s) => s.code === gone.code)).toEqual([]);
  });
});
