import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CsvPreview, DashboardMetric, OrderMetricsView } from "../../common/order-metrics";
import { orders } from "../../server/db/schema";
import { signedInUser } from "./auth-helpers";
import { createTestApp, type TestApp } from "./test-app";
import { getJson, placeOrder, post } from "./workspace-helpers";

type Session = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let admin: Session;
let client: Session;
let other: Session;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, { name: "Ada Admin", admin: true });
  client = await signedInUser(t, { name: "Chris Client" });
  other = await signedInUser(t, { name: "Olga Other" });
}, 120_000);
afterAll(() => t?.close());

const base = (code: string) => `/api/admin/orders/${code}/metrics`;
const clientView = async (code: string, who: Session = client) => getJson(t, `/api/orders/${code}/metrics`, who.cookie);
const addMetric = async (code: string, body: unknown) => {
  const res = await post(t, base(code), admin.cookie, body);
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
};
const addPoint = (code: string, id: number, body: unknown, who: Session = admin) =>
  post(t, `${base(code)}/${id}/points`, who.cookie, body);
const CUSTOM = {
  kind: "custom",
  name: {
    en: "Negative reviews",
    es: "Reseñas negativas",
    fr: "Avis négatifs",
    de: "Negative Bewertungen",
    zh: "差评",
    ja: "低評価",
  },
  unit: "",
  direction: "lower",
};

describe("order metrics", () => {
  it("staff add a metric and points; the client sees start, now, change and %; another client gets 404", async () => {
    const { code } = await placeOrder(t, client.user.email, client.cookie);
    const id = await addMetric(code, { kind: "subscribers", platform: "youtube", baseline: 1200 });
    let view = (await clientView(code)).body as OrderMetricsView;
    expect(view.metrics[0]).toMatchObject({ kind: "subscribers", platform: "youtube", csvKey: "subscribers:youtube" });
    expect(view.metrics[0]!.summary).toMatchObject({ start: 1200, now: null, change: null, percent: null });
    expect(view.suggestedKinds).toEqual(["subscribers", "views"]);

    expect((await addPoint(code, id, { value: 1500, measuredAt: "2026-10-01" })).status).toBe(201);
    const later = await addPoint(code, id, {
      value: 1800,
      measuredAt: "2026-11-01T12:00:00Z",
      note: "After the collab",
      evidenceUrl: "https://studio.youtube.com/x",
    });
    expect(later.status).toBe(201);
    view = (await clientView(code)).body as OrderMetricsView;
    const m = view.metrics[0]!;
    expect(m.points.map((p) => [p.value, p.source])).toEqual([
      [1500, "manual"],
      [1800, "manual"],
    ]);
    expect(m.points[1]).toMatchObject({ note: "After the collab", evidenceUrl: "https://studio.youtube.com/x" });
    expect(m.summary).toMatchObject({ start: 1200, now: 1800, change: 600, percent: 50, improved: true });

    expect((await clientView(code, other)).status).toBe(404);
    expect((await clientView("ORD-999999")).status).toBe(404);
  });

  it("lower-is-better: a fall is an improvement; no baseline → the first point is the start", async () => {
    const { code } = await placeOrder(t, client.user.email, client.cookie);
    const id = await addMetric(code, CUSTOM);
    await addPoint(code, id, { value: 40, measuredAt: "2026-09-01" });
    await addPoint(code, id, { value: 30, measuredAt: "2026-10-01" });
    const m = ((await clientView(code)).body as OrderMetricsView).metrics[0]!;
    expect(m).toMatchObject({ direction: "lower", csvKey: "negative reviews", name: CUSTOM.name });
    expect(m.summary).toMatchObject({ start: 40, startAt: "2026-09-01T00:00:00.000Z", now: 30, change: -10 });
    expect(m.summary.percent).toBe(-25);
    expect(m.summary.improved).toBe(true);
  });

  it("refuses clients on staff routes, bad input with 400 and never a 5xx", async () => {
    const { code } = await placeOrder(t, client.user.email, client.cookie);
    expect((await post(t, base(code), client.cookie, { kind: "views" })).status).toBe(403);
    expect((await getJson(t, base(code), client.cookie)).status).toBe(403);
    const custom = await post(t, base(code), admin.cookie, { kind: "custom", name: null });
    expect(custom.status).toBe(400);
    expect((await custom.json()).error.fields["name.en"]).toBe("metrics.errors.name");
    expect((await post(t, base(code), admin.cookie, { kind: "mentions", platform: "spotify" })).status).toBe(400);
    const id = await addMetric(code, { kind: "views" });
    const http = await addPoint(code, id, { value: 1, measuredAt: "2026-10-01", evidenceUrl: "http://x.test/" });
    expect((await http.json()).error.fields.evidenceUrl).toBe("metrics.errors.evidenceUrl");
    const future = await addPoint(code, id, { value: 1, measuredAt: "2099-01-01" });
    expect((await future.json()).error.fields.measuredAt).toBe("metrics.errors.future");
    expect((await addPoint(code, id, { value: 1, measuredAt: "2026-02-30" })).status).toBe(400);
    expect((await addPoint(code, 99999, { value: 1, measuredAt: "2026-02-03" })).status).toBe(404);
    // another order's metric is not this order's
    const { code: second } = await placeOrder(t, other.user.email, other.cookie);
    expect((await addPoint(second, id, { value: 1, measuredAt: "2026-02-03" })).status).toBe(404);
    expect((await post(t, `${base(second)}/${id}`, admin.cookie, {}, "DELETE")).status).toBe(404);
    expect((await post(t, `${base(code)}/abc`, admin.cookie, {}, "DELETE")).status).toBe(404);
  });

  it("edits and removes a metric and a point", async () => {
    const { code } = await placeOrder(t, client.user.email, client.cookie);
    const id = await addMetric(code, { kind: "followers", platform: "instagram" });
    const edited = await post(
      t,
      `${base(code)}/${id}`,
      admin.cookie,
      { kind: "followers", platform: "tiktok", baseline: 10 },
      "PUT",
    );
    expect(edited.status).toBe(200);
    const point = (
      (await (await addPoint(code, id, { value: 20, measuredAt: "2026-10-01" })).json()) as OrderMetricsView
    ).metrics[0]!.points[0]!;
    let view = (await clientView(code)).body as OrderMetricsView;
    expect(view.metrics[0]).toMatchObject({ platform: "tiktok", baseline: 10, summary: { change: 10, percent: 100 } });
    expect((await post(t, `${base(code)}/${id}/points/${point.id}`, admin.cookie, {}, "DELETE")).status).toBe(200);
    view = (await clientView(code)).body as OrderMetricsView;
    expect(view.metrics[0]!.summary.now).toBeNull();
    expect((await post(t, `${base(code)}/${id}`, admin.cookie, {}, "DELETE")).status).toBe(200);
    expect(((await clientView(code)).body as OrderMetricsView).metrics).toEqual([]);
  });

  it("CSV: the preview names each bad row's line; the import stores all rows or none", async () => {
    const { code } = await placeOrder(t, client.user.email, client.cookie);
    const views = await addMetric(code, { kind: "views", platform: "youtube" });
    const subs = await addMetric(code, { kind: "subscribers" });
    const bad = [
      "date,metric,value",
      "2026-10-01,views:youtube,1000",
      `2026-10-02,${subs},"1,200"`,
      "2026-10-03,likes,5",
      "yesterday,views:youtube,5",
      "2026-10-04,views:youtube,lots",
      "2099-01-01,subscribers,5",
    ].join("\n");
    const preview = await post(t, `${base(code)}/import/preview`, admin.cookie, { csv: bad });
    expect(preview.status).toBe(200);
    const p = (await preview.json()) as CsvPreview;
    expect(p.rows.map((r) => [r.line, r.error])).toEqual([
      [2, null],
      [3, "value"],
      [4, "metric"],
      [5, "date"],
      [6, "value"],
      [7, "future"],
    ]);
    expect([p.valid, p.invalid]).toEqual([1, 5]);

    const refused = await post(t, `${base(code)}/import`, admin.cookie, { csv: bad });
    expect(refused.status).toBe(400);
    const err = (await refused.json()).error;
    expect(err.code).toBe("CSV_ROWS_INVALID");
    expect(err.fields).toMatchObject({ line3: "metrics.csvErrors.value", line4: "metrics.csvErrors.metric" });
    expect(((await clientView(code)).body as OrderMetricsView).metrics.every((m) => m.points.length === 0)).toBe(true);

    const noHeader = await post(t, `${base(code)}/import`, admin.cookie, { csv: "2026-10-01,views,1" });
    expect((await noHeader.json()).error.fields.csv).toBe("metrics.csvErrors.header");

    const good =
      "\uFEFFdate;metric;value\r\n2026-10-01;views:youtube;1000\r\n2026-10-08;views:youtube;1 500,5\r\n2026-10-01;SUBSCRIBERS;300\r\n";
    const imported = await post(t, `${base(code)}/import`, admin.cookie, { csv: good });
    expect(imported.status).toBe(200);
    const body = (await imported.json()) as OrderMetricsView & { imported: number };
    expect(body.imported).toBe(3);
    const v = body.metrics.find((m) => m.id === views)!;
    expect(v.points.map((pt) => [pt.value, pt.source])).toEqual([
      [1000, "csv"],
      [1500.5, "csv"],
    ]);
    expect(v.summary).toMatchObject({ start: 1000, now: 1500.5, change: 500.5, percent: 50.1 });
    expect(body.metrics.find((m) => m.id === subs)!.points).toHaveLength(1);
    expect((await post(t, `${base(code)}/import`, client.cookie, { csv: good })).status).toBe(403);
  });

  it("the dashboard shows each metric of the orders not cancelled with the order page's numbers; nobody else's", async () => {
    const owner = await signedInUser(t, { name: "Dana Dashboard" });
    const { code } = await placeOrder(t, owner.user.email, owner.cookie);
    const followers = await addMetric(code, { kind: "followers", platform: "instagram", baseline: 1000 });
    for (const [value, measuredAt] of [
      [1400, "2026-11-01"],
      [1100, "2026-09-01"],
      [1250, "2026-10-01"],
    ] as const) {
      expect((await addPoint(code, followers, { value, measuredAt })).status).toBe(201);
    }
    await addMetric(code, CUSTOM);
    const { code: cancelled } = await placeOrder(t, owner.user.email, owner.cookie);
    await addMetric(cancelled, { kind: "views", platform: "youtube", baseline: 10 });
    await t.database.db.update(orders).set({ status: "cancelled" }).where(eq(orders.code, cancelled));

    const dash = await getJson(t, "/api/dashboard", owner.cookie);
    expect(dash.status).toBe(200);
    const results = (dash.body as { results: DashboardMetric[] }).results;
    const page = ((await clientView(code, owner)).body as OrderMetricsView).metrics;
    expect(results.map((r) => [r.orderCode, r.kind, r.platform])).toEqual([
      [code, "followers", "instagram"],
      [code, "custom", null],
    ]);
    expect(results[0]!.summary).toEqual(page[0]!.summary);
    expect(results[0]!.summary).toMatchObject({ start: 1000, now: 1400, change: 400, percent: 40, improved: true });
    expect(results[1]).toMatchObject({ name: CUSTOM.name, summary: { start: null, now: null } });
    expect(results[1]!.summary).toEqual(page[1]!.summary);

    const stranger = (await getJson(t, "/api/dashboard", other.cookie)).body as { results: DashboardMetric[] };
    expect(stranger.results.filter((r) => r.orderCode === code || r.orderCode === cancelled)).toEqual([]);
  });
});
