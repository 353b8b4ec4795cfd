import type { PaymentOptions } from "@common/billing";
import type { Language } from "@common/locales";
import { renderEmail } from "../render";
import { formatDate } from "./names";
import { invoicePdfAttached, payInvoiceLabel, paymentInstructions } from "./pay-instructions";

interface Texts {
  quoteSubject: (code: string, version: number) => string;
  quoteHeading: string;
  quoteIntro: (code: string, project: string) => string;
  quoteTotal: (total: string, date: string) => string;
  quoteAction: string;
  acceptedSubject: (code: string, version: number) => string;
  declinedSubject: (code: string, version: number) => string;
  acceptedStaff: (name: string, version: number, total: string) => string;
  declinedStaff: (name: string, version: number) => string;
  reason: (text: string) => string;
  acceptedClientHeading: string;
  acceptedClient: (code: string, version: number) => string;
  declinedClientHeading: string;
  declinedClient: (code: string, version: number) => string;
  invoiceSubject: (number: string, code: string) => string;
  invoiceHeading: (number: string) => string;
  invoiceIntro: (code: string, project: string) => string;
  invoiceTotal: (total: string, date: string) => string;
  openOrder: string;
  clientFooter: string;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    quoteSubject: (code, v) => `Your quote for order ${code} (version ${v})`,
    quoteHeading: "You have a new quote",
    quoteIntro: (code, p) => `We prepared a quote for your order ${code} ("${p}").`,
    quoteTotal: (total, date) => `Total: ${total}, valid until ${date}.`,
    quoteAction: "Review the quote",
    acceptedSubject: (code, v) => `Quote ${v} accepted on ${code}`,
    declinedSubject: (code, v) => `Quote ${v} declined on ${code}`,
    acceptedStaff: (name, v, total) => `${name} accepted quote version ${v} (${total}). The invoice has been issued.`,
    declinedStaff: (name, v) => `${name} declined quote version ${v}.`,
    reason: (text) => `Reason: ${text}`,
    acceptedClientHeading: "Thank you for accepting the quote",
    acceptedClient: (code, v) => `You accepted version ${v} of the quote for order ${code}. Your invoice follows.`,
    declinedClientHeading: "You declined the quote",
    declinedClient: (code, v) => `You declined version ${v} of the quote for order ${code}. We will be in touch.`,
    invoiceSubject: (n, code) => `Invoice ${n} for order ${code}`,
    invoiceHeading: (n) => `Invoice ${n}`,
    invoiceIntro: (code, p) => `Here is the invoice for your order ${code} ("${p}").`,
    invoiceTotal: (total, date) => `Amount due: ${total}, payable by ${date}.`,
    openOrder: "Open the order",
    clientFooter: "You receive this e-mail because you placed an order with Umbra.",
  },
  es: {
    quoteSubject: (code, v) => `Tu presupuesto para el pedido ${code} (versión ${v})`,
    quoteHeading: "Tienes un presupuesto nuevo",
    quoteIntro: (code, p) => `Preparamos un presupuesto para tu pedido ${code} («${p}»).`,
    quoteTotal: (total, date) => `Total: ${total}, válido hasta el ${date}.`,
    quoteAction: "Revisar el presupuesto",
    acceptedSubject: (code, v) => `Presupuesto ${v} aceptado en ${code}`,
    declinedSubject: (code, v) => `Presupuesto ${v} rechazado en ${code}`,
    acceptedStaff: (name, v, total) =>
      `${name} aceptó la versión ${v} del presupuesto (${total}). La factura ya se emitió.`,
    declinedStaff: (name, v) => `${name} rechazó la versión ${v} del presupuesto.`,
    reason: (text) => `Motivo: ${text}`,
    acceptedClientHeading: "Gracias por aceptar el presupuesto",
    acceptedClient: (code, v) =>
      `Aceptaste la versión ${v} del presupuesto del pedido ${code}. A continuación recibirás tu factura.`,
    declinedClientHeading: "Rechazaste el presupuesto",
    declinedClient: (code, v) =>
      `Rechazaste la versión ${v} del presupuesto del pedido ${code}. Nos pondremos en contacto contigo.`,
    invoiceSubject: (n, code) => `Factura ${n} del pedido ${code}`,
    invoiceHeading: (n) => `Factura ${n}`,
    invoiceIntro: (code, p) => `Aquí tienes la factura de tu pedido ${code} («${p}»).`,
    invoiceTotal: (total, date) => `Importe a pagar: ${total}, con vencimiento el ${date}.`,
    openOrder: "Abrir el pedido",
    clientFooter: "Recibes este correo porque hiciste un pedido a Umbra.",
  },
  fr: {
    quoteSubject: (code, v) => `Votre devis pour la commande ${code} (version ${v})`,
    quoteHeading: "Vous avez un nouveau devis",
    quoteIntro: (code, p) => `Nous avons préparé un devis pour votre commande ${code} (« ${p} »).`,
    quoteTotal: (total, date) => `Total : ${total}, valable jusqu’au ${date}.`,
    quoteAction: "Consulter le devis",
    acceptedSubject: (code, v) => `Devis ${v} accepté sur ${code}`,
    declinedSubject: (code, v) => `Devis ${v} refusé sur ${code}`,
    acceptedStaff: (name, v, total) => `${name} a accepté la version ${v} du devis (${total}). La facture est émise.`,
    declinedStaff: (name, v) => `${name} a refusé la version ${v} du devis.`,
    reason: (text) => `Motif : ${text}`,
    acceptedClientHeading: "Merci d’avoir accepté le devis",
    acceptedClient: (code, v) =>
      `Vous avez accepté la version ${v} du devis de la commande ${code}. Votre facture suit.`,
    declinedClientHeading: "Vous avez refusé le devis",
    declinedClient: (code, v) =>
      `Vous avez refusé la version ${v} du devis de la commande ${code}. Nous revenons vers vous.`,
    invoiceSubject: (n, code) => `Facture ${n} pour la commande ${code}`,
    invoiceHeading: (n) => `Facture ${n}`,
    invoiceIntro: (code, p) => `Voici la facture de votre commande ${code} (« ${p} »).`,
    invoiceTotal: (total, date) => `Montant dû : ${total}, à régler avant le ${date}.`,
    openOrder: "Ouvrir la commande",
    clientFooter: "Vous recevez cet e-mail car vous avez passé commande chez Umbra.",
  },
  de: {
    quoteSubject: (code, v) => `Ihr Angebot zur Bestellung ${code} (Version ${v})`,
    quoteHeading: "Sie haben ein neues Angebot",
    quoteIntro: (code, p) => `Wir haben ein Angebot für Ihre Bestellung ${code} („${p}“) erstellt.`,
    quoteTotal: (total, date) => `Gesamt: ${total}, gültig bis ${date}.`,
    quoteAction: "Angebot ansehen",
    acceptedSubject: (code, v) => `Angebot ${v} zu ${code} angenommen`,
    declinedSubject: (code, v) => `Angebot ${v} zu ${code} abgelehnt`,
    acceptedStaff: (name, v, total) =>
      `${name} hat Version ${v} des Angebots angenommen (${total}). Die Rechnung wurde ausgestellt.`,
    declinedStaff: (name, v) => `${name} hat Version ${v} des Angebots abgelehnt.`,
    reason: (text) => `Grund: ${text}`,
    acceptedClientHeading: "Danke, dass Sie das Angebot angenommen haben",
    acceptedClient: (code, v) =>
      `Sie haben Version ${v} des Angebots zur Bestellung ${code} angenommen. Ihre Rechnung folgt.`,
    declinedClientHeading: "Sie haben das Angebot abgelehnt",
    declinedClient: (code, v) =>
      `Sie haben Version ${v} des Angebots zur Bestellung ${code} abgelehnt. Wir melden uns bei Ihnen.`,
    invoiceSubject: (n, code) => `Rechnung ${n} zur Bestellung ${code}`,
    invoiceHeading: (n) => `Rechnung ${n}`,
    invoiceIntro: (code, p) => `Anbei die Rechnung zu Ihrer Bestellung ${code} („${p}“).`,
    invoiceTotal: (total, date) => `Fälliger Betrag: ${total}, zahlbar bis ${date}.`,
    openOrder: "Bestellung öffnen",
    clientFooter: "Sie erhalten diese E-Mail, weil Sie bei Umbra bestellt haben.",
  },
  zh: {
    quoteSubject: (code, v) => `您的订单 ${code} 的报价（第 ${v} 版）`,
    quoteHeading: "您有一份新报价",
    quoteIntro: (code, p) => `我们为您的订单 ${code}（“${p}”）准备了一份报价。`,
    quoteTotal: (total, date) => `总计：${total}，有效期至 ${date}。`,
    quoteAction: "查看报价",
    acceptedSubject: (code, v) => `${code} 的第 ${v} 版报价已被接受`,
    declinedSubject: (code, v) => `${code} 的第 ${v} 版报价已被拒绝`,
    acceptedStaff: (name, v, total) => `${name} 接受了第 ${v} 版报价（${total}）。发票已开具。`,
    declinedStaff: (name, v) => `${name} 拒绝了第 ${v} 版报价。`,
    reason: (text) => `原因：${text}`,
    acceptedClientHeading: "感谢您接受报价",
    acceptedClient: (code, v) => `您已接受订单 ${code} 的第 ${v} 版报价。发票将随后发送。`,
    declinedClientHeading: "您已拒绝报价",
    declinedClient: (code, v) => `您已拒绝订单 ${code} 的第 ${v} 版报价。我们会与您联系。`,
    invoiceSubject: (n, code) => `订单 ${code} 的发票 ${n}`,
    invoiceHeading: (n) => `发票 ${n}`,
    invoiceIntro: (code, p) => `这是您的订单 ${code}（“${p}”）的发票。`,
    invoiceTotal: (total, date) => `应付金额：${total}，请于 ${date} 前支付。`,
    openOrder: "打开订单",
    clientFooter: "您收到此邮件，是因为您在 Umbra 下了订单。",
  },
  ja: {
    quoteSubject: (code, v) => `ご注文 ${code} のお見積り（第 ${v} 版）`,
    quoteHeading: "新しいお見積りが届きました",
    quoteIntro: (code, p) => `ご注文 ${code}（「${p}」）のお見積りをご用意しました。`,
    quoteTotal: (total, date) => `合計：${total}（${date} まで有効）`,
    quoteAction: "お見積りを確認する",
    acceptedSubject: (code, v) => `${code} のお見積り第 ${v} 版が承諾されました`,
    declinedSubject: (code, v) => `${code} のお見積り第 ${v} 版が辞退されました`,
    acceptedStaff: (name, v, total) =>
      `${name} 様がお見積り第 ${v} 版（${total}）を承諾しました。請求書を発行済みです。`,
    declinedStaff: (name, v) => `${name} 様がお見積り第 ${v} 版を辞退しました。`,
    reason: (text) => `理由：${text}`,
    acceptedClientHeading: "お見積りのご承諾ありがとうございます",
    acceptedClient: (code, v) => `ご注文 ${code} のお見積り第 ${v} 版を承諾されました。請求書を別途お送りします。`,
    declinedClientHeading: "お見積りを辞退されました",
    declinedClient: (code, v) => `ご注文 ${code} のお見積り第 ${v} 版を辞退されました。担当者よりご連絡いたします。`,
    invoiceSubject: (n, code) => `ご注文 ${code} の請求書 ${n}`,
    invoiceHeading: (n) => `請求書 ${n}`,
    invoiceIntro: (code, p) => `ご注文 ${code}（「${p}」）の請求書です。`,
    invoiceTotal: (total, date) => `ご請求額：${total}（お支払い期限：${date}）`,
    openOrder: "注文を開く",
    clientFooter: "このメールは、Umbra でご注文いただいたためお送りしています。",
  },
};

/** Cents as the client's locale writes money (two decimals: invoices are exact to the cent). */
export const formatMoney = (lang: Language, cents: number, currency = "USD") =>
  new Intl.NumberFormat(lang, { style: "currency", currency }).format(cents / 100);

interface OrderRef {
  code: string;
  projectName: string;
}

/** To the client, in the order's language: a new (or revised) quote to review on their order page. */
export function quoteSentEmail(
  lang: Language,
  o: OrderRef,
  q: { version: number; totalCents: number; validUntil: string; note: string },
  url: string,
) {
  const t = TEXTS[lang];
  return renderEmail({
    lang,
    subject: t.quoteSubject(o.code, q.version),
    heading: t.quoteHeading,
    paragraphs: [
      t.quoteIntro(o.code, o.projectName),
      t.quoteTotal(formatMoney(lang, q.totalCents), formatDate(lang, q.validUntil)),
      ...(q.note ? [q.note] : []),
    ],
    action: { label: t.quoteAction, url },
    footer: t.clientFooter,
  });
}

export type QuoteDecision = "accept" | "decline";

/** To staff: the client's decision, linking to the admin order. */
export function quoteDecidedStaffEmail(
  lang: Language,
  o: OrderRef,
  d: { decision: QuoteDecision; clientName: string; version: number; totalCents: number; reason?: string | null },
  url: string,
) {
  const t = TEXTS[lang];
  const accepted = d.decision === "accept";
  return renderEmail({
    lang,
    subject: accepted ? t.acceptedSubject(o.code, d.version) : t.declinedSubject(o.code, d.version),
    heading: accepted ? t.acceptedSubject(o.code, d.version) : t.declinedSubject(o.code, d.version),
    paragraphs: [
      accepted
        ? t.acceptedStaff(d.clientName, d.version, formatMoney(lang, d.totalCents))
        : t.declinedStaff(d.clientName, d.version),
      ...(d.reason ? [t.reason(d.reason)] : []),
    ],
    action: { label: t.openOrder, url },
  });
}

/** To the client: confirmation of their own decision. */
export function quoteDecidedClientEmail(
  lang: Language,
  o: OrderRef,
  decision: QuoteDecision,
  version: number,
  url: string,
) {
  const t = TEXTS[lang];
  const accepted = decision === "accept";
  return renderEmail({
    lang,
    subject: accepted ? t.acceptedSubject(o.code, version) : t.declinedSubject(o.code, version),
    heading: accepted ? t.acceptedClientHeading : t.declinedClientHeading,
    paragraphs: [accepted ? t.acceptedClient(o.code, version) : t.declinedClient(o.code, version)],
    action: { label: t.openOrder, url },
    footer: t.clientFooter,
  });
}

/**
 * To the client: a new invoice, its total and due date, how to pay it (exactly the methods offered), its PDF
 * attached by the caller, and "Pay invoice" to the invoice on the order page.
 */
export function invoiceIssuedEmail(
  lang: Language,
  o: OrderRef,
  i: { number: string; totalCents: number; dueDate: string; currency: string },
  payUrl: string,
  options: PaymentOptions,
) {
  const t = TEXTS[lang];
  return renderEmail({
    lang,
    subject: t.invoiceSubject(i.number, o.code),
    heading: t.invoiceHeading(i.number),
    paragraphs: [
      t.invoiceIntro(o.code, o.projectName),
      t.invoiceTotal(formatMoney(lang, i.totalCents, i.currency), formatDate(lang, i.dueDate)),
      ...paymentInstructions(lang, i.number, options),
      invoicePdfAttached(lang),
    ],
    action: { label: payInvoiceLabel(lang), url: payUrl },
    footer: t.clientFooter,
  });
}
