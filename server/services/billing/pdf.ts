import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import PDFDocument from "pdfkit";
import type { PaymentMethodId } from "@common/billing";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@common/locales";
import { formatMinor } from "@common/regions";
import type { BillingLine, BillingParty } from "../../db/schema";
import { serverTexts, type ServerTexts } from "../../lib/i18n";
import { projectRoot } from "../../lib/paths";

/** What the document shows: the frozen invoice, its order's code and what has been paid on it. */
export interface InvoicePdfData {
  number: string;
  orderCode: string;
  status: string;
  currency: string;
  lines: BillingLine[];
  subtotalCents: number;
  taxRateBp: number;
  taxCents: number;
  totalCents: number;
  paidCents: number;
  seller: BillingParty;
  buyer: BillingParty;
  locale: string;
  issuedAt: Date;
  dueDate: string;
  paidAt: Date | null;
  voidReason: string | null;
  replacesNumber?: string | null;
}

/**
 * Noto Sans SC covers Latin, Chinese and Japanese kana: one font for every language of the site. The two faces are
 * vendored (licence in OFL.txt beside them) as the upstream TTF files, Brotli-compressed to keep the repository
 * small; WOFF2 would be smaller still, but fontkit's subsetter copies a WOFF2 font's transformed glyph table as it
 * is and the PDF came out at 69 MB.
 */
const FONT_DIR = path.join(projectRoot, "server", "assets", "fonts");
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function loadFonts() {
  const face = (name: string) => zlib.brotliDecompressSync(fs.readFileSync(path.join(FONT_DIR, `${name}.ttf.br`)));
  fonts ??= { regular: face("NotoSansSC-Regular"), bold: face("NotoSansSC-Bold") };
  return fonts;
}

export const INK = "#1c1a29";
export const MUTED = "#6b6880";
export const RULE = "#d9d6e6";
export const ACCENT = "#6d28d9";
export const A4 = { width: 595.28, height: 841.89 };
export const M = 50;
export const CONTENT = A4.width - 2 * M;
const COLS = { desc: M, qty: M + 270, unit: M + 320, amount: M + 410, end: A4.width - M };

function formatters(lang: Language, currency: string) {
  const day = new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone: "UTC" });
  return {
    // Amounts are integers of the currency's minor unit (JPY has none): ¥1,500 is 1500, $15.00 is 1500.
    money: (minor: number) => formatMinor(minor, currency, lang),
    number: (n: number) => new Intl.NumberFormat(lang).format(n),
    percent: (bp: number) =>
      new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: 2 }).format(bp / 10_000),
    date: (d: Date | string) => day.format(typeof d === "string" ? new Date(`${d}T00:00:00Z`) : d),
  };
}

/** The invoice as an A4 PDF in its own language, with that language's number, currency and date formats. */
export function renderInvoicePdf(inv: InvoicePdfData): Promise<Buffer> {
  const lang = isLanguage(inv.locale) ? inv.locale : DEFAULT_LANGUAGE;
  const t = serverTexts(lang, "pdf");
  const f = formatters(lang, inv.currency);
  const { doc, done } = openDocument(lang, {
    Title: `${t("title")} ${inv.number}`,
    Author: inv.seller.name,
    Subject: `${t("order")} ${inv.orderCode}`,
  });

  header(doc, inv.seller.name, t("title"), [
    [t("number"), inv.number],
    [t("issued"), f.date(inv.issuedAt)],
    [t("due"), f.date(inv.dueDate)],
    [t("order"), inv.orderCode],
    ...(inv.replacesNumber ? [[t("replaces"), inv.replacesNumber] as [string, string]] : []),
  ]);
  parties(doc, inv.seller, inv.buyer, t);
  linesTable(doc, inv, t, f);
  totals(doc, inv, t, f);
  notes(doc, inv, t, f);
  const end = { page: doc.bufferedPageRange().count - 1, y: doc.y };
  if (inv.status === "paid") stamp(doc, t("paidStamp"), "#15803d", end);
  if (inv.status === "void") stamp(doc, t("voidStamp"), "#b91c1c", end);
  footer(doc, inv.number, inv.seller, t);
  doc.end();
  return done;
}

export type Doc = PDFKit.PDFDocument;
type Fmt = ReturnType<typeof formatters>;
type PdfTexts = ServerTexts<"pdf">;

/** An A4 document with the site's fonts, and the bytes once it ends. */
export function openDocument(lang: Language, info: PDFKit.DocumentInfo): { doc: Doc; done: Promise<Buffer> } {
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({ size: "A4", margin: M, bufferPages: true, lang, info });
  doc.registerFont("regular", regular);
  doc.registerFont("bold", bold);
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, done };
}

export function header(doc: Doc, sellerName: string, title: string, meta: [string, string][]) {
  doc
    .font("bold")
    .fontSize(16)
    .fillColor(INK)
    .text(sellerName, M, M, { width: CONTENT / 2 });
  doc
    .font("bold")
    .fontSize(26)
    .fillColor(ACCENT)
    .text(title, M + CONTENT / 2, M - 6, { width: CONTENT / 2, align: "right" });
  let y = M + 36;
  for (const [label, value] of meta) {
    doc
      .font("regular")
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, M + CONTENT / 2, y, { width: 110 });
    doc
      .font("bold")
      .fillColor(INK)
      .text(value, M + CONTENT / 2 + 110, y, { width: CONTENT / 2 - 110, align: "right" });
    y += 15;
  }
  doc.y = Math.max(doc.y, y) + 20;
}

function partyLines(p: BillingParty, t: PdfTexts): string[] {
  return [
    p.company && p.company !== p.name ? p.company : "",
    p.address ?? "",
    p.taxId ? `${t("taxId")}: ${p.taxId}` : "",
    p.email ?? "",
  ].filter(Boolean);
}

function parties(doc: Doc, seller: BillingParty, buyer: BillingParty, t: PdfTexts) {
  const top = doc.y;
  const w = CONTENT / 2 - 15;
  let bottom = top;
  for (const [i, [label, party]] of (
    [
      [t("from"), seller],
      [t("billTo"), buyer],
    ] as const
  ).entries()) {
    const x = M + i * (CONTENT / 2 + 15);
    doc
      .font("bold")
      .fontSize(8)
      .fillColor(MUTED)
      .text(label.toUpperCase(), x, top, { width: w, characterSpacing: 0.5 });
    doc
      .font("bold")
      .fontSize(11)
      .fillColor(INK)
      .text(party.name, x, doc.y + 3, { width: w });
    doc.font("regular").fontSize(9.5).fillColor(INK);
    for (const line of partyLines(party, t)) doc.text(line, x, doc.y + 1, { width: w });
    bottom = Math.max(bottom, doc.y);
  }
  doc.y = bottom + 24;
}

function tableHead(doc: Doc, t: PdfTexts) {
  const y = doc.y;
  doc.rect(M, y, CONTENT, 22).fill("#f1eff8");
  doc.font("bold").fontSize(9).fillColor(MUTED);
  doc.text(t("description"), COLS.desc + 8, y + 6, { width: COLS.qty - COLS.desc - 16 });
  doc.text(t("quantity"), COLS.qty, y + 6, { width: COLS.unit - COLS.qty - 8, align: "right" });
  doc.text(t("unitPrice"), COLS.unit, y + 6, { width: COLS.amount - COLS.unit - 8, align: "right" });
  doc.text(t("amount"), COLS.amount, y + 6, { width: COLS.end - COLS.amount - 8, align: "right" });
  doc.y = y + 28;
}

function linesTable(doc: Doc, inv: InvoicePdfData, t: PdfTexts, f: Fmt) {
  tableHead(doc, t);
  const descWidth = COLS.qty - COLS.desc - 16;
  for (const line of inv.lines) {
    doc.font("regular").fontSize(9.5);
    const h = doc.heightOfString(line.description, { width: descWidth });
    if (doc.y + h + 10 > A4.height - M - 40) {
      doc.addPage();
      tableHead(doc, t);
    }
    const y = doc.y;
    doc.fillColor(INK).text(line.description, COLS.desc + 8, y, { width: descWidth });
    doc.text(f.number(line.quantity), COLS.qty, y, { width: COLS.unit - COLS.qty - 8, align: "right" });
    doc.text(f.money(line.unitPriceCents), COLS.unit, y, { width: COLS.amount - COLS.unit - 8, align: "right" });
    doc.text(f.money(line.quantity * line.unitPriceCents), COLS.amount, y, {
      width: COLS.end - COLS.amount - 8,
      align: "right",
    });
    const next = y + h + 6;
    doc
      .moveTo(M, next)
      .lineTo(A4.width - M, next)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.y = next + 6;
  }
}

function totals(doc: Doc, inv: InvoicePdfData, t: PdfTexts, f: Fmt) {
  const rows: [string, string, boolean][] = [
    [t("subtotal"), f.money(inv.subtotalCents), false],
    [t("tax", { rate: f.percent(inv.taxRateBp) }), f.money(inv.taxCents), false],
    [t("total"), f.money(inv.totalCents), true],
  ];
  if (inv.paidCents > 0) {
    rows.push([t("paid"), f.money(inv.paidCents), false]);
    if (inv.status !== "void") rows.push([t("amountDue"), f.money(Math.max(0, inv.totalCents - inv.paidCents)), true]);
  }
  if (doc.y + rows.length * 18 + 10 > A4.height - M - 40) doc.addPage();
  let y = doc.y + 6;
  const x = COLS.unit - 40;
  for (const [label, value, strong] of rows) {
    doc
      .font(strong ? "bold" : "regular")
      .fontSize(strong ? 11 : 9.5)
      .fillColor(INK);
    doc.text(label, x, y, { width: COLS.amount - x - 8 });
    doc.text(value, COLS.amount - 30, y, { width: COLS.end - COLS.amount + 22, align: "right" });
    y += strong ? 20 : 16;
  }
  doc.y = y + 16;
}

export function block(doc: Doc, title: string, body: string) {
  doc.font("bold").fontSize(9.5).fillColor(INK).text(title, M, doc.y, { width: CONTENT });
  doc
    .font("regular")
    .fontSize(9)
    .fillColor(INK)
    .text(body, M, doc.y + 2, { width: CONTENT });
  doc.y += 8;
}

function notes(doc: Doc, inv: InvoicePdfData, t: PdfTexts, f: Fmt) {
  if (inv.status === "void") {
    doc
      .font("bold")
      .fontSize(10)
      .fillColor("#b91c1c")
      .text(t("voidReason", { reason: inv.voidReason ?? "" }), M, doc.y, { width: CONTENT });
    return;
  }
  if (inv.status === "paid") {
    if (inv.paidAt)
      doc
        .font("bold")
        .fontSize(10)
        .fillColor("#15803d")
        .text(t("paidOn", { date: f.date(inv.paidAt) }), M);
    return;
  }
  const { bankDetails, cryptoAddresses } = inv.seller;
  if (!bankDetails && !cryptoAddresses) return;
  doc
    .font("bold")
    .fontSize(8)
    .fillColor(MUTED)
    .text(t("instructions").toUpperCase(), M, doc.y, { characterSpacing: 0.5 });
  doc.y += 4;
  if (bankDetails) block(doc, t("bankTransfer"), bankDetails);
  if (cryptoAddresses) block(doc, t("crypto"), cryptoAddresses);
  doc
    .font("regular")
    .fontSize(9)
    .fillColor(MUTED)
    .text(t("payWith", { number: inv.number }), M, doc.y, { width: CONTENT });
}

/** A rubber-stamp mark under the content: nobody mistakes a paid or void invoice for one to pay. */
function stamp(doc: Doc, word: string, color: string, end: { page: number; y: number }) {
  doc.switchToPage(end.page);
  doc.font("bold").fontSize(40);
  const w = doc.widthOfString(word) + 40;
  const h = 64;
  // In the free space under the last line, or over the middle of a full page.
  const top = end.y + 30 + h < A4.height - M - 40 ? end.y + 30 : A4.height / 2 - h / 2;
  const x = A4.width - M - w - 20;
  doc.save();
  doc.rotate(-12, { origin: [x + w / 2, top + h / 2] });
  doc.opacity(0.55);
  doc.roundedRect(x, top, w, h, 8).lineWidth(3).strokeColor(color).stroke();
  doc.fillColor(color).text(word, x, top + 8, { width: w, align: "center", lineBreak: false });
  doc.restore();
}

function footer(doc: Doc, number: string, seller: BillingParty, t: PdfTexts) {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    // Below the bottom margin, where pdfkit would otherwise open a new page for the text.
    doc.page.margins.bottom = 0;
    const y = A4.height - M + 10;
    doc.font("regular").fontSize(8).fillColor(MUTED).fillOpacity(1);
    const who = [seller.name, seller.taxId ? `${t("taxId")}: ${seller.taxId}` : ""].filter(Boolean);
    doc.text(`${number} · ${who.join(" · ")}`, M, y, { width: CONTENT - 100, lineBreak: false });
    doc.text(t("page", { page: i + 1, pages: range.count }), A4.width - M - 100, y, {
      width: 100,
      align: "right",
      lineBreak: false,
    });
  }
}

/** What a credit note shows: its frozen row, the invoice it credits and how the money goes back. */
export interface CreditNotePdfData {
  number: string;
  invoiceNumber: string;
  orderCode?: string;
  currency: string;
  amountCents: number;
  reason: string;
  seller: BillingParty;
  buyer: BillingParty;
  locale: string;
  issuedAt: Date;
  /** The methods of the payments refunded (none known yet: the line names the original payment method). */
  methods?: PaymentMethodId[];
}

/** A credit note as an A4 PDF in its own language, in the invoice's look and fonts. */
export function renderCreditNotePdf(note: CreditNotePdfData): Promise<Buffer> {
  const lang = isLanguage(note.locale) ? note.locale : DEFAULT_LANGUAGE;
  const t = serverTexts(lang, "pdf");
  const f = formatters(lang, note.currency);
  const credits = t("credit.credits", { invoice: note.invoiceNumber });
  const { doc, done } = openDocument(lang, {
    Title: `${t("credit.title")} ${note.number}`,
    Author: note.seller.name,
    Subject: credits,
  });
  header(doc, note.seller.name, t("credit.title"), [
    [t("credit.number"), note.number],
    [t("issued"), f.date(note.issuedAt)],
    [t("credit.invoice"), note.invoiceNumber],
    ...(note.orderCode ? [[t("order"), note.orderCode] as [string, string]] : []),
  ]);
  parties(doc, note.seller, note.buyer, t);

  const y = doc.y;
  doc.rect(M, y, CONTENT, 22).fill("#f1eff8");
  doc.font("bold").fontSize(9).fillColor(MUTED);
  doc.text(t("description"), COLS.desc + 8, y + 6, { width: COLS.amount - COLS.desc - 16 });
  doc.text(t("amount"), COLS.amount, y + 6, { width: COLS.end - COLS.amount - 8, align: "right" });
  doc.y = y + 28;
  const row = doc.y;
  const descWidth = COLS.amount - COLS.desc - 16;
  doc.font("regular").fontSize(9.5).fillColor(INK);
  const h = doc.heightOfString(credits, { width: descWidth });
  doc.text(credits, COLS.desc + 8, row, { width: descWidth });
  doc.text(f.money(-note.amountCents), COLS.amount, row, { width: COLS.end - COLS.amount - 8, align: "right" });
  const rule = row + h + 6;
  doc
    .moveTo(M, rule)
    .lineTo(A4.width - M, rule)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.y = rule + 12;
  const x = COLS.unit - 40;
  const totalY = doc.y;
  doc.font("bold").fontSize(11).fillColor(INK);
  doc.text(t("credit.amount"), x, totalY, { width: COLS.amount - x - 8 });
  doc.text(f.money(note.amountCents), COLS.amount - 30, totalY, { width: COLS.end - COLS.amount + 22, align: "right" });
  doc.y = totalY + 36;

  if (note.reason.trim()) block(doc, t("credit.reason"), note.reason);
  const methods = [...new Set(note.methods ?? [])].map((m) => t(`credit.methods.${m}`));
  const list = new Intl.ListFormat(lang, { type: "conjunction" }).format(methods);
  doc
    .font("regular")
    .fontSize(9)
    .fillColor(MUTED)
    .text(methods.length ? t("credit.refundBy", { methods: list }) : t("credit.refundOriginal"), M, doc.y, {
      width: CONTENT,
    });
  footer(doc, note.number, note.seller, t);
  doc.end();
  return done;
}
