import type { PaymentMethodId } from "@common/billing";
import type { Language } from "@common/locales";
import { renderEmail } from "../render";
import { formatDate } from "./names";

interface Texts {
  methods: Record<PaymentMethodId, string>;
  receiptSubject: (invoice: string) => string;
  receiptHeading: string;
  receiptBody: (amount: string, invoice: string, method: string, date: string) => string;
  reference: (ref: string) => string;
  paidInFull: string;
  remaining: (amount: string) => string;
  receiptAction: string;
  receiptFooter: string;
  staffSubject: (invoice: string, amount: string) => string;
  staffHeading: (invoice: string) => string;
  staffBody: (name: string, amount: string, invoice: string, order: string, method: string) => string;
  openOrder: string;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    methods: { bank_transfer: "bank transfer", crypto: "crypto-currency", card: "card", wallet: "PayPal" },
    receiptSubject: (n) => `Payment received for invoice ${n}`,
    receiptHeading: "Thank you for your payment",
    receiptBody: (a, n, m, d) => `We received ${a} for invoice ${n} by ${m} on ${d}.`,
    reference: (r) => `Reference: ${r}`,
    paidInFull: "The invoice is now paid in full.",
    remaining: (a) => `Still to pay on this invoice: ${a}.`,
    receiptAction: "View your order",
    receiptFooter: "You receive this e-mail because you placed an order with Umbra.",
    staffSubject: (n, a) => `Payment of ${a} on ${n}`,
    staffHeading: (n) => `Payment recorded on ${n}`,
    staffBody: (name, a, n, o, m) => `${name} paid ${a} on invoice ${n} (order ${o}) by ${m}.`,
    openOrder: "Open the order",
  },
  es: {
    methods: { bank_transfer: "transferencia bancaria", crypto: "criptomoneda", card: "tarjeta", wallet: "PayPal" },
    receiptSubject: (n) => `Pago recibido de la factura ${n}`,
    receiptHeading: "Gracias por tu pago",
    receiptBody: (a, n, m, d) => `Hemos recibido ${a} por la factura ${n} mediante ${m} el ${d}.`,
    reference: (r) => `Referencia: ${r}`,
    paidInFull: "La factura ya está pagada por completo.",
    remaining: (a) => `Queda por pagar en esta factura: ${a}.`,
    receiptAction: "Ver tu pedido",
    receiptFooter: "Recibes este correo porque hiciste un pedido a Umbra.",
    staffSubject: (n, a) => `Pago de ${a} en ${n}`,
    staffHeading: (n) => `Pago registrado en ${n}`,
    staffBody: (name, a, n, o, m) => `${name} pagó ${a} de la factura ${n} (pedido ${o}) mediante ${m}.`,
    openOrder: "Abrir el pedido",
  },
  fr: {
    methods: { bank_transfer: "virement bancaire", crypto: "crypto-monnaie", card: "carte", wallet: "PayPal" },
    receiptSubject: (n) => `Paiement reçu pour la facture ${n}`,
    receiptHeading: "Merci pour votre paiement",
    receiptBody: (a, n, m, d) => `Nous avons reçu ${a} pour la facture ${n} par ${m} le ${d}.`,
    reference: (r) => `Référence : ${r}`,
    paidInFull: "La facture est maintenant entièrement réglée.",
    remaining: (a) => `Reste à payer sur cette facture : ${a}.`,
    receiptAction: "Voir votre commande",
    receiptFooter: "Vous recevez cet e-mail car vous avez passé commande chez Umbra.",
    staffSubject: (n, a) => `Paiement de ${a} sur ${n}`,
    staffHeading: (n) => `Paiement enregistré sur ${n}`,
    staffBody: (name, a, n, o, m) => `${name} a payé ${a} sur la facture ${n} (commande ${o}) par ${m}.`,
    openOrder: "Ouvrir la commande",
  },
  de: {
    methods: { bank_transfer: "Banküberweisung", crypto: "Kryptowährung", card: "Karte", wallet: "PayPal" },
    receiptSubject: (n) => `Zahlung für Rechnung ${n} erhalten`,
    receiptHeading: "Vielen Dank für Ihre Zahlung",
    receiptBody: (a, n, m, d) => `Wir haben am ${d} ${a} für die Rechnung ${n} per ${m} erhalten.`,
    reference: (r) => `Referenz: ${r}`,
    paidInFull: "Die Rechnung ist damit vollständig bezahlt.",
    remaining: (a) => `Noch offen auf dieser Rechnung: ${a}.`,
    receiptAction: "Bestellung ansehen",
    receiptFooter: "Sie erhalten diese E-Mail, weil Sie bei Umbra bestellt haben.",
    staffSubject: (n, a) => `Zahlung von ${a} auf ${n}`,
    staffHeading: (n) => `Zahlung auf ${n} erfasst`,
    staffBody: (name, a, n, o, m) => `${name} hat ${a} auf die Rechnung ${n} (Bestellung ${o}) per ${m} bezahlt.`,
    openOrder: "Bestellung öffnen",
  },
  zh: {
    methods: { bank_transfer: "银行转账", crypto: "加密货币", card: "银行卡", wallet: "PayPal" },
    receiptSubject: (n) => `已收到发票 ${n} 的付款`,
    receiptHeading: "感谢您的付款",
    receiptBody: (a, n, m, d) => `我们已于 ${d} 通过${m}收到发票 ${n} 的付款 ${a}。`,
    reference: (r) => `参考号：${r}`,
    paidInFull: "该发票现已全额付清。",
    remaining: (a) => `该发票尚需支付：${a}。`,
    receiptAction: "查看您的订单",
    receiptFooter: "您收到此邮件，是因为您在 Umbra 下了订单。",
    staffSubject: (n, a) => `${n} 收到付款 ${a}`,
    staffHeading: (n) => `${n} 已记录付款`,
    staffBody: (name, a, n, o, m) => `${name} 通过${m}支付了发票 ${n}（订单 ${o}）${a}。`,
    openOrder: "打开订单",
  },
  ja: {
    methods: { bank_transfer: "銀行振込", crypto: "暗号資産", card: "カード", wallet: "PayPal" },
    receiptSubject: (n) => `請求書 ${n} のお支払いを受け付けました`,
    receiptHeading: "お支払いありがとうございます",
    receiptBody: (a, n, m, d) => `${d}に${m}にて請求書 ${n} の ${a} を受領しました。`,
    reference: (r) => `参照番号：${r}`,
    paidInFull: "この請求書のお支払いはすべて完了しました。",
    remaining: (a) => `この請求書の残額：${a}`,
    receiptAction: "ご注文を見る",
    receiptFooter: "このメールは、Umbra でご注文いただいたためお送りしています。",
    staffSubject: (n, a) => `${n} に ${a} の入金`,
    staffHeading: (n) => `${n} の入金を記録しました`,
    staffBody: (name, a, n, o, m) => `${name} 様が請求書 ${n}（注文 ${o}）の ${a} を${m}で支払いました。`,
    openOrder: "注文を開く",
  },
};

export const formatMoney = (lang: Language, cents: number, currency = "USD") =>
  new Intl.NumberFormat(lang, { style: "currency", currency }).format(cents / 100);

export const paymentMethodName = (lang: Language, method: PaymentMethodId) => TEXTS[lang].methods[method];

export interface PaymentMailFacts {
  invoiceNumber: string;
  orderCode: string;
  amountCents: number;
  currency: string;
  method: PaymentMethodId;
  reference: string;
  receivedOn: string;
  /** What is still to pay after this payment (0 = paid in full). */
  remainingCents: number;
}

/** The client's receipt, in the invoice's language, linking to their order page. */
export function paymentReceiptEmail(lang: Language, p: PaymentMailFacts, url: string) {
  const t = TEXTS[lang];
  const amount = formatMoney(lang, p.amountCents, p.currency);
  return renderEmail({
    lang,
    subject: t.receiptSubject(p.invoiceNumber),
    heading: t.receiptHeading,
    paragraphs: [
      t.receiptBody(amount, p.invoiceNumber, t.methods[p.method], formatDate(lang, p.receivedOn)),
      ...(p.reference ? [t.reference(p.reference)] : []),
      p.remainingCents > 0 ? t.remaining(formatMoney(lang, p.remainingCents, p.currency)) : t.paidInFull,
    ],
    action: { label: t.receiptAction, url },
    footer: t.receiptFooter,
  });
}

/** The note to staff, linking to the order in the admin area. */
export function paymentStaffEmail(lang: Language, p: PaymentMailFacts, clientName: string, url: string) {
  const t = TEXTS[lang];
  const amount = formatMoney(lang, p.amountCents, p.currency);
  return renderEmail({
    lang,
    subject: t.staffSubject(p.invoiceNumber, amount),
    heading: t.staffHeading(p.invoiceNumber),
    paragraphs: [
      t.staffBody(clientName, amount, p.invoiceNumber, p.orderCode, t.methods[p.method]),
      ...(p.reference ? [t.reference(p.reference)] : []),
      p.remainingCents > 0 ? t.remaining(formatMoney(lang, p.remainingCents, p.currency)) : t.paidInFull,
    ],
    action: { label: t.openOrder, url },
  });
}
