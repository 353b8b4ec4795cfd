import type { Language } from "@common/locales";
import { metricFormatters, type MetricSummary } from "@common/order-metrics";
import type { ReportData, ReportMetric } from "@common/results-report";
import { serverTexts, type ServerTexts } from "../../lib/i18n";
import { A4, ACCENT, CONTENT, INK, M, MUTED, RULE, header, openDocument, type Doc } from "../billing/pdf";

type Texts = { pdf: ServerTexts<"pdf">; results: ServerTexts<"results"> };

/** A metric's name in a language, as the portal's useMetricName gives it. */
export function metricNameIn(lang: Language, m: Pick<ReportMetric, "kind" | "platform" | "name">) {
  const t = serverTexts(lang, "results");
  if (m.kind === "custom") return m.name?.[lang] || m.name?.en || "";
  const kind = t(`kinds.${m.kind}`);
  return m.platform ? t("onPlatform", { kind, platform: t(`platforms.${m.platform}`) }) : kind;
}

/** "+600 (+50 %)": the change as the portal's card shows it. */
export function changeText(lang: Language, s: MetricSummary, unit: string) {
  const f = metricFormatters(lang, unit);
  if (s.change === null) return "—";
  const percent =
    s.percent === null ? "" : ` (${serverTexts(lang, "results")("percent", { value: f.signed(s.percent) })})`;
  return `${f.signed(s.change)}${percent}`;
}

const monthLabel = (lang: Language, month: string) => {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Intl.DateTimeFormat(lang, { year: "numeric", month: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(y, m - 1, 15)),
  );
};

/**
 * The monthly results report as an A4 PDF in the client's language (the invoice's fonts, CJK included): each
 * metric's month and its whole change with the numbers formatted exactly as the portal formats them, a chart of the
 * month's points, the milestones, what comes next, and an appendix of every point with its source.
 */
export function renderReportPdf(data: ReportData, lang: Language, sellerName: string, draft: boolean): Promise<Buffer> {
  const t: Texts = { pdf: serverTexts(lang, "pdf"), results: serverTexts(lang, "results") };
  const month = monthLabel(lang, data.month);
  const { doc, done } = openDocument(lang, {
    Title: `${t.pdf("report.title")} ${month}`,
    Author: sellerName,
    Subject: `${t.pdf("order")} ${data.orderCode}`,
  });
  header(doc, sellerName, t.pdf("report.title"), [
    [t.pdf("report.month"), month],
    [t.pdf("order"), data.orderCode],
  ]);
  doc.font("bold").fontSize(13).fillColor(INK).text(data.projectName, M, doc.y, { width: CONTENT });
  doc.y += 10;
  if (data.summary) {
    heading(doc, t.pdf("report.summary"));
    doc.font("regular").fontSize(10).fillColor(INK).text(data.summary, M, doc.y, { width: CONTENT });
    doc.y += 12;
  }

  heading(doc, t.pdf("report.metrics"));
  if (!data.metrics.length) para(doc, t.pdf("report.noMetrics"));
  for (const m of data.metrics) metricBlock(doc, lang, m, data, t);
  doc.font("regular").fontSize(8).fillColor(MUTED).text(t.pdf("report.honest"), M, doc.y, { width: CONTENT });
  doc.y += 12;

  heading(doc, t.pdf("report.work"));
  const f = metricFormatters(lang, "");
  milestoneList(
    doc,
    t.pdf("report.delivered"),
    data.delivered.map((d) => `${d.title} · ${f.date(d.at)}`),
    t,
  );
  milestoneList(
    doc,
    t.pdf("report.approved"),
    data.approved.map((d) => `${d.title} · ${f.date(d.at)}`),
    t,
  );
  subheading(doc, t.pdf("report.next"));
  if (!data.next.length) para(doc, t.pdf("report.nothingNext"));
  for (const n of data.next) {
    para(doc, n.dueOn ? t.pdf("report.nextDue", { title: n.title, date: f.date(`${n.dueOn}T00:00:00Z`) }) : n.title);
  }

  appendix(doc, lang, data, t);
  footer(doc, data, lang, t, draft);
  doc.end();
  return done;
}

function heading(doc: Doc, text: string) {
  room(doc, 40);
  doc.font("bold").fontSize(9).fillColor(ACCENT).text(text.toUpperCase(), M, doc.y, { characterSpacing: 0.5 });
  doc
    .moveTo(M, doc.y + 2)
    .lineTo(M + CONTENT, doc.y + 2)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.y += 8;
}
function subheading(doc: Doc, text: string) {
  room(doc, 30);
  doc.font("bold").fontSize(10).fillColor(INK).text(text, M, doc.y, { width: CONTENT });
  doc.y += 2;
}
function para(doc: Doc, text: string) {
  doc.font("regular").fontSize(9.5).fillColor(INK).text(text, M, doc.y, { width: CONTENT });
  doc.y += 3;
}
/** A new page when less than `h` is left above the footer. */
function room(doc: Doc, h: number) {
  if (doc.y + h > A4.height - M - 30) doc.addPage();
}

function milestoneList(doc: Doc, title: string, items: string[], t: Texts) {
  subheading(doc, title);
  if (!items.length) para(doc, t.pdf("report.none"));
  for (const i of items) para(doc, `• ${i}`);
  doc.y += 4;
}

function metricBlock(doc: Doc, lang: Language, m: ReportMetric, data: ReportData, t: Texts) {
  room(doc, 150);
  const f = metricFormatters(lang, m.unit);
  doc.font("bold").fontSize(11).fillColor(INK).text(metricNameIn(lang, m), M, doc.y, { width: CONTENT });
  doc.y += 2;
  if (m.month.now === null) {
    para(doc, t.pdf("report.noDataMonth"));
  } else {
    para(
      doc,
      t.pdf("report.monthLine", {
        start: f.value(m.month.start),
        end: f.value(m.month.now),
        change: changeText(lang, m.month, m.unit),
      }),
    );
  }
  if (m.overall.now !== null) {
    para(
      doc,
      t.pdf("report.sinceStart", {
        start: f.value(m.overall.start),
        now: f.value(m.overall.now),
        change: changeText(lang, m.overall, m.unit),
      }),
    );
  }
  if (m.points.length) chart(doc, lang, m, data);
  doc.y += 10;
}

/** The month's points on a line over the month's days; the axis shows the lowest and highest value measured. */
function chart(doc: Doc, lang: Language, m: ReportMetric, data: ReportData) {
  const f = metricFormatters(lang, m.unit);
  const h = 80;
  const left = M + 60;
  const width = CONTENT - 60;
  const top = doc.y + 6;
  const from = Date.parse(data.from);
  const span = Math.max(1, Date.parse(data.to) - from);
  const values = m.points.map((p) => p.value);
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const x = (iso: string) => left + ((Date.parse(iso) - from) / span) * width;
  const y = (v: number) => (hi === lo ? top + h / 2 : top + h - ((v - lo) / (hi - lo)) * h);
  doc.rect(left, top, width, h).lineWidth(0.5).strokeColor(RULE).stroke();
  doc.font("regular").fontSize(7).fillColor(MUTED);
  doc.text(f.value(hi), M, top - 3, { width: 56, align: "right", lineBreak: false });
  if (hi !== lo) doc.text(f.value(lo), M, top + h - 6, { width: 56, align: "right", lineBreak: false });
  doc.text(f.date(data.from), left, top + h + 3, { width: 100, lineBreak: false });
  const last = new Date(Date.parse(data.to) - 1).toISOString();
  doc.text(f.date(last), left + width - 100, top + h + 3, { width: 100, align: "right", lineBreak: false });
  const [first, ...rest] = m.points;
  doc.moveTo(x(first!.measuredAt), y(first!.value));
  for (const p of rest) doc.lineTo(x(p.measuredAt), y(p.value));
  doc.lineWidth(1.5).strokeColor(ACCENT).stroke();
  // Dots only where there is room for them: a daily series is a line.
  if (m.points.length <= 62) for (const p of m.points) doc.circle(x(p.measuredAt), y(p.value), 1.8).fill(ACCENT);
  doc.y = top + h + 16;
}

function appendix(doc: Doc, lang: Language, data: ReportData, t: Texts) {
  const rows = data.metrics.flatMap((m) => m.points.map((p) => ({ m, p })));
  if (!rows.length) return;
  doc.addPage();
  heading(doc, t.pdf("report.appendix"));
  const cols = { date: M, metric: M + 90, value: M + 290, source: M + 380 };
  const head = () => {
    const yy = doc.y;
    doc.font("bold").fontSize(8).fillColor(MUTED);
    doc.text(t.results("columns.date"), cols.date, yy, { width: 85, lineBreak: false });
    doc.text(t.pdf("report.metric"), cols.metric, yy, { width: 195, lineBreak: false });
    doc.text(t.results("columns.value"), cols.value, yy, { width: 85, lineBreak: false });
    doc.text(t.results("columns.source"), cols.source, yy, { width: CONTENT - 380, lineBreak: false });
    doc.y = yy + 14;
  };
  head();
  for (const { m, p } of rows) {
    if (doc.y > A4.height - M - 40) {
      doc.addPage();
      head();
    }
    const f = metricFormatters(lang, m.unit);
    const yy = doc.y;
    doc.font("regular").fontSize(8).fillColor(INK);
    doc.text(f.date(p.measuredAt), cols.date, yy, { width: 85, lineBreak: false });
    doc.text(metricNameIn(lang, m), cols.metric, yy, { width: 195, lineBreak: false, ellipsis: true });
    doc.text(f.value(p.value), cols.value, yy, { width: 85, lineBreak: false });
    doc.text(t.results(`sources.${p.source}`), cols.source, yy, { width: CONTENT - 380, lineBreak: false });
    doc.y = yy + 12;
  }
}

function footer(doc: Doc, data: ReportData, lang: Language, t: Texts, draft: boolean) {
  const range = doc.bufferedPageRange();
  const made = t.pdf("report.madeAt", { date: metricFormatters(lang, "").date(data.madeAt) });
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    doc.page.margins.bottom = 0;
    const y = A4.height - M + 10;
    doc.font("regular").fontSize(8).fillColor(MUTED).fillOpacity(1);
    doc.text(`${data.orderCode} · ${made}`, M, y, { width: CONTENT - 100, lineBreak: false });
    doc.text(t.pdf("page", { page: i + 1, pages: range.count }), A4.width - M - 100, y, {
      width: 100,
      align: "right",
      lineBreak: false,
    });
    if (draft) {
      doc.font("bold").fontSize(10).fillColor("#b45309");
      doc.text(t.pdf("report.draft"), M, M - 30, { width: CONTENT, align: "center", lineBreak: false });
    }
  }
}
