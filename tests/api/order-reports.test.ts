import { eq } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { metricFormatters, type OrderMetricsView } from "../../common/order-metrics";
import type { ReportListItem, ShareCreated, ShareDto, SharedResults } from "../../common/results-report";
import { orders, resultShares } from "../../server/db/schema";
import { createLogger } from "../../server/lib/logger";
import { mailAttachments } from "../../server/services/billing/documents";
import { runReportDueCheck, type ReportCheckResult } from "../../server/services/order-metrics/reports";
import { signedInUser } from "./auth-helpers";
import { createTestApp, recordingMailer, type TestApp } from "./test-app";
import { getJson, placeOrder, post } from "./workspace-helpers";

type Session = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let admin: Session;
let client: Session;
let other: Session;
/** PostgreSQL only: another instance on the same database, started before any order exists (its start-up check finds nothing). */
let second: TestApp | undefined;

beforeAll(async () => {
  t = await createTestApp();
  // Its mail lands in this app's list: whichever instance's worker sends a message, the test sees it once.
  if (t.databaseUrl) {
    second = await createTestApp({
      databaseUrl: t.databaseUrl,
      mailer: recordingMailer(t.config, createLogger("error"), t.mail),
    });
  }
  admin = await signedInUser(t, { name: "Ada Admin", admin: true });
  client = await signedInUser(t, { name: "Chris Client" });
  other = await signedInUser(t, { name: "Olga Other" });
}, 120_000);
afterAll(async () => {
  await second?.close();
  await t?.close();
});

async function pdfText(bytes: Buffer) {
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** An order in progress since October, in `locale`, with followers measured before and during November. */
async function orderWithResults(locale: string) {
  const { code } = await placeOrder(t, client.user.email, client.cookie);
  await t.database.db
    .update(orders)
    .set({ status: "in_progress", locale, createdAt: new Date("2026-10-15T09:00:00Z") })
    .where(eq(orders.code, code));
  const base = `/api/admin/orders/${code}/metrics`;
  const res = await post(t, base, admin.cookie, { kind: "followers", platform: "instagram", baseline: 1000 });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: number };
  for (const [value, measuredAt] of [
    [1100, "2026-10-20"],
    [1250.5, "2026-11-10"],
    [1500.25, "2026-11-25"],
  ] as const) {
    expect((await post(t, `${base}/${id}/points`, admin.cookie, { value, measuredAt })).status).toBe(201);
  }
  return code;
}

const reportsOf = async (code: string, who: "client" | "staff") =>
  (
    await getJson(
      t,
      who === "client" ? `/api/orders/${code}/reports` : `/api/admin/orders/${code}/reports`,
      who === "client" ? client.cookie : admin.cookie,
    )
  ).body.reports as ReportListItem[];

const orderIds = async (codes: string[]) =>
  (await t.database.db.select({ id: orders.id, code: orders.code }).from(orders))
    .filter((o) => codes.includes(o.code))
    .map((o) => o.id);

/**
 * The due-check run at once by two instances: on PostgreSQL a second app on the same database, on PGlite (one
 * process) two runs of the check itself, which the app's periodic wrapper would otherwise never overlap.
 */
async function twoInstances(at: Date): Promise<ReportCheckResult[]> {
  const runs = await Promise.all([runReportDueCheck(depsOf(t), at), runReportDueCheck(depsOf(second ?? t), at)]);
  await second?.app.mailQueue.drain();
  return runs;
}
const depsOf = (app: TestApp) => ({
  database: app.database,
  mailer: app.app.mailQueue,
  logger: createLogger("error"),
  config: app.config,
});

describe("monthly results reports", () => {
  it("on the 1st one draft per order (two runs at once), on the 2nd it is e-mailed with a PDF of the portal's numbers in de and ja", async () => {
    const de = await orderWithResults("de");
    const ja = await orderWithResults("ja");
    const ids = await orderIds([de, ja]);
    const made = (await twoInstances(new Date("2026-12-01T10:00:00Z"))).flatMap((r) => r.made);
    expect(made.filter((m) => ids.includes(m.orderId)).map((m) => m.month)).toEqual(["2026-11", "2026-11"]);
    for (const code of [de, ja]) {
      expect(await reportsOf(code, "client")).toEqual([]);
      const [draft] = await reportsOf(code, "staff");
      expect(draft).toMatchObject({ month: "2026-11", status: "draft", sendsOn: "2026-12-02", sentAt: null });
      const pdf = await t.request(`/api/orders/${code}/reports/${draft!.id}/pdf`, {
        headers: { cookie: client.cookie },
      });
      expect(pdf.status).toBe(404);
    }
    // A third run the same day makes nothing more.
    await t.app.reports.run(new Date("2026-12-01T18:00:00Z"));
    expect(await reportsOf(de, "staff")).toHaveLength(1);

    const [deDraft] = await reportsOf(de, "staff");
    const summary = "Der Reel vom 10. November hat die meisten neuen Follower gebracht.";
    const put = await post(t, `/api/admin/orders/${de}/reports/${deDraft!.id}`, admin.cookie, { summary }, "PUT");
    expect(put.status).toBe(200);

    const mailBefore = t.mail.length;
    const sentBy = (await twoInstances(new Date("2026-12-02T06:00:00Z"))).flatMap((r) => r.sent);
    expect(sentBy.filter((r) => ids.includes(r.orderId))).toHaveLength(2);
    await t.app.mailQueue.drain();
    expect(t.mail.slice(mailBefore).filter((m) => m.subject.includes(de) || m.subject.includes(ja))).toHaveLength(2);
    for (const [code, lang] of [
      [de, "de"],
      [ja, "ja"],
    ] as const) {
      const [sent] = await reportsOf(code, "client");
      expect(sent).toMatchObject({ month: "2026-11", status: "sent", sendsOn: null });
      const mail = t.mail.slice(mailBefore).find((m) => m.subject.includes(code));
      expect(mail?.to).toBe(client.user.email);
      expect(mail?.attachments).toEqual([{ kind: "results_report", number: String(sent!.id) }]);
      const [attached] = await mailAttachments(t.database.db)(mail!.attachments!);
      const download = await t.request(`/api/orders/${code}/reports/${sent!.id}/pdf`, {
        headers: { cookie: client.cookie },
      });
      expect(download.status).toBe(200);
      expect(download.headers.get("content-type")).toBe("application/pdf");
      const text = await pdfText(Buffer.from(await download.arrayBuffer()));
      expect(await pdfText(attached!.content)).toBe(text);

      // The portal's numbers, formatted as the order page formats them.
      const view = (await getJson(t, `/api/orders/${code}/metrics`, client.cookie)).body as OrderMetricsView;
      const s = view.metrics[0]!.summary;
      const f = metricFormatters(lang, "");
      expect(s).toMatchObject({ start: 1000, now: 1500.25, change: 500.25 });
      for (const n of [f.value(s.start), f.value(s.now), f.signed(s.change)]) expect(text).toContain(n);
      // The month: from 1,100 (the last value before it) to 1,500.25.
      expect(text).toContain(f.value(1100));
      expect(text).toContain(f.signed(400.25));
      expect(text).toContain(lang === "de" ? "Ergebnisbericht" : "成果レポート");
      expect(text).toContain(lang === "de" ? "November 2026" : "2026年11月");
      if (lang === "de") expect(text).toContain(summary);
    }
    // Sent once: the next run sends nothing more, and a sent report's summary is not changed.
    const count = t.mail.length;
    await t.app.reports.run(new Date("2026-12-03T06:00:00Z"));
    await t.app.mailQueue.drain();
    expect(t.mail.length).toBe(count);
    const late = await post(t, `/api/admin/orders/${de}/reports/${deDraft!.id}`, admin.cookie, { summary: "x" }, "PUT");
    expect(late.status).toBe(409);
  });

  it("staff send a draft at once; another client gets 404 for the order's reports", async () => {
    const code = await orderWithResults("en");
    await t.app.reports.run(new Date("2026-12-01T10:00:00Z"));
    const [draft] = await reportsOf(code, "staff");
    expect(draft?.status).toBe("draft");
    const preview = await t.request(`/api/admin/orders/${code}/reports/${draft!.id}/pdf`, {
      headers: { cookie: admin.cookie },
    });
    expect(await pdfText(Buffer.from(await preview.arrayBuffer()))).toContain("DRAFT");
    expect((await post(t, `/api/admin/orders/${code}/reports/${draft!.id}/send`, admin.cookie, {})).status).toBe(200);
    expect((await reportsOf(code, "client"))[0]?.status).toBe("sent");
    expect((await post(t, `/api/admin/orders/${code}/reports/${draft!.id}/send`, admin.cookie, {})).status).toBe(409);
    // The browser walks' test clock is not there unless TEST_CLOCK is set.
    const clock = await post(t, "/api/test-clock/reports", admin.cookie, { now: "2027-01-01T12:00:00Z" });
    expect(clock.status).toBe(404);
    expect((await getJson(t, `/api/orders/${code}/reports`, other.cookie)).status).toBe(404);
    const theirs = await t.request(`/api/orders/${code}/reports/${draft!.id}/pdf`, {
      headers: { cookie: other.cookie },
    });
    expect(theirs.status).toBe(404);
  });
});

const open = (body: unknown) => t.request("/api/shared-results", { method: "POST", json: body });
const tokenOf = (url: string) => new URL(url).hash.slice(1);

describe("results share links", () => {
  it("a link shows this order's results only, counts its views, needs its password, expires and is revoked (410)", async () => {
    const code = await orderWithResults("en");
    const made = await post(t, `/api/orders/${code}/shares`, client.cookie, {});
    expect(made.status).toBe(201);
    const link = (await made.json()) as ShareCreated;
    expect(link.url).toMatch(/\/shared\/results#[A-Za-z0-9_-]{22}$/);
    expect(Date.parse(link.expiresAt) - Date.parse(link.createdAt)).toBe(30 * 86_400_000);
    expect(link).toMatchObject({ madeBy: "client", hasPassword: false, views: 0 });

    const res = await open({ token: tokenOf(link.url) });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    const raw = await res.text();
    const shared = JSON.parse(raw) as SharedResults;
    expect(shared.metrics[0]!.summary).toMatchObject({ start: 1000, now: 1500.25 });
    for (const secret of [code, client.user.email, "Chris Client", "Tour promo"]) expect(raw).not.toContain(secret);

    const list = (await getJson(t, `/api/orders/${code}/shares`, client.cookie)).body.shares as ShareDto[];
    expect(list[0]).toMatchObject({ id: link.id, views: 1 });

    // With a password.
    const locked = (await (
      await post(t, `/api/orders/${code}/shares`, client.cookie, { password: "tour-2026-secret", expiresInDays: 7 })
    ).json()) as ShareCreated;
    expect((await open({ token: tokenOf(locked.url) })).status).toBe(401);
    const wrong = await open({ token: tokenOf(locked.url), password: "not-the-one" });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe("WRONG_PASSWORD");
    expect((await open({ token: tokenOf(locked.url), password: "tour-2026-secret" })).status).toBe(200);

    // Revoked: 410 from then on.
    const revoke = await t.request(`/api/orders/${code}/shares/${link.id}`, {
      method: "DELETE",
      headers: { cookie: client.cookie },
    });
    expect(revoke.status).toBe(200);
    const gone = await open({ token: tokenOf(link.url) });
    expect(gone.status).toBe(410);
    expect(((await gone.json()) as { error: { code: string } }).error.code).toBe("LINK_REVOKED");

    // Expired: 410.
    await t.database.db
      .update(resultShares)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(resultShares.id, locked.id));
    expect((await open({ token: tokenOf(locked.url), password: "tour-2026-secret" })).status).toBe(410);

    // An unknown token, a malformed one, and another client.
    expect((await open({ token: "A".repeat(22) })).status).toBe(404);
    expect((await open({ token: "short" })).status).toBe(400);
    expect((await getJson(t, `/api/orders/${code}/shares`, other.cookie)).status).toBe(404);
    expect((await post(t, `/api/orders/${code}/shares`, other.cookie, {})).status).toBe(404);
    const theirs = await t.request(`/api/orders/${code}/shares/${locked.id}`, {
      method: "DELETE",
      headers: { cookie: other.cookie },
    });
    expect(theirs.status).toBe(404);
  });

  it("a link of one order never shows another order's results; staff make links too", async () => {
    const first = await orderWithResults("en");
    const second = (await placeOrder(t, client.user.email, client.cookie)).code;
    const made = await post(t, `/api/admin/orders/${second}/shares`, admin.cookie, { expiresInDays: 3 });
    expect(made.status).toBe(201);
    const link = (await made.json()) as ShareCreated;
    expect(link.madeBy).toBe("staff");
    const shared = (await (await open({ token: tokenOf(link.url) })).json()) as SharedResults;
    expect(shared.metrics).toEqual([]);
    const firstView = (await getJson(t, `/api/orders/${first}/metrics`, client.cookie)).body as OrderMetricsView;
    expect(firstView.metrics).toHaveLength(1);
    expect((await post(t, `/api/orders/${second}/shares`, client.cookie, { expiresInDays: 0 })).status).toBe(400);
    expect((await post(t, `/api/orders/${second}/shares`, client.cookie, { password: "short" })).status).toBe(400);
  });
});
