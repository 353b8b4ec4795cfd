import type { PaymentOptions } from "@common/billing";
import type { Language } from "@common/locales";
import { renderEmail } from "../render";
import { formatMoney } from "./billing";
import { formatDate } from "./names";
import { invoicePdfAttached, payInvoiceLabel, paymentInstructions } from "./pay-instructions";

/** The n-th overdue reminder (1–3) of an invoice. */
export interface ReminderFacts {
  n: number;
  invoiceNumber: string;
  orderCode: string;
  /** What is still owed on the invoice. */
  owedCents: number;
  currency: string;
  dueDate: string;
}

interface Texts {
  subject: (n: number, invoice: string) => string;
  heading: (n: number) => string;
  body: (invoice: string, code: string, date: string) => string;
  owed: (amount: string) => string;
  alreadyPaid: string;
  footer: string;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    subject: (n, inv) =>
      n >= 3
        ? `Final reminder: invoice ${inv} is overdue`
        : n === 2
          ? `Second reminder: invoice ${inv} is overdue`
          : `Reminder: invoice ${inv} is overdue`,
    heading: (n) => (n >= 3 ? "Final payment reminder" : n === 2 ? "Second payment reminder" : "Payment reminder"),
    body: (inv, code, d) => `Invoice ${inv} for order ${code} was due on ${d} and has not been paid in full yet.`,
    owed: (a) => `Still to pay: ${a}.`,
    alreadyPaid: "If you have paid in the last few days, thank you: please ignore this reminder.",
    footer: "You receive this e-mail because you placed an order with Umbra.",
  },
  es: {
    subject: (n, inv) =>
      n >= 3
        ? `Último recordatorio: la factura ${inv} está vencida`
        : n === 2
          ? `Segundo recordatorio: la factura ${inv} está vencida`
          : `Recordatorio: la factura ${inv} está vencida`,
    heading: (n) =>
      n >= 3 ? "Último recordatorio de pago" : n === 2 ? "Segundo recordatorio de pago" : "Recordatorio de pago",
    body: (inv, code, d) => `La factura ${inv} del pedido ${code} vencía el ${d} y aún no está pagada por completo.`,
    owed: (a) => `Queda por pagar: ${a}.`,
    alreadyPaid: "Si ya la pagaste en los últimos días, gracias: puedes ignorar este recordatorio.",
    footer: "Recibes este correo porque hiciste un pedido a Umbra.",
  },
  fr: {
    subject: (n, inv) =>
      n >= 3
        ? `Dernier rappel : la facture ${inv} est en retard`
        : n === 2
          ? `Deuxième rappel : la facture ${inv} est en retard`
          : `Rappel : la facture ${inv} est en retard`,
    heading: (n) =>
      n >= 3 ? "Dernier rappel de paiement" : n === 2 ? "Deuxième rappel de paiement" : "Rappel de paiement",
    body: (inv, code, d) =>
      `La facture ${inv} de la commande ${code} était à régler le ${d} et n’est pas encore entièrement payée.`,
    owed: (a) => `Reste à payer : ${a}.`,
    alreadyPaid: "Si vous avez réglé ces derniers jours, merci : ne tenez pas compte de ce rappel.",
    footer: "Vous recevez cet e-mail car vous avez passé commande chez Umbra.",
  },
  de: {
    subject: (n, inv) =>
      n >= 3
        ? `Letzte Zahlungserinnerung: Rechnung ${inv} ist überfällig`
        : n === 2
          ? `Zweite Zahlungserinnerung: Rechnung ${inv} ist überfällig`
          : `Zahlungserinnerung: Rechnung ${inv} ist überfällig`,
    heading: (n) =>
      n >= 3 ? "Letzte Zahlungserinnerung" : n === 2 ? "Zweite Zahlungserinnerung" : "Zahlungserinnerung",
    body: (inv, code, d) =>
      `Die Rechnung ${inv} zur Bestellung ${code} war am ${d} fällig und ist noch nicht vollständig bezahlt.`,
    owed: (a) => `Noch offen: ${a}.`,
    alreadyPaid:
      "Falls Sie in den letzten Tagen bezahlt haben, vielen Dank: Dann betrachten Sie diese Erinnerung bitte als gegenstandslos.",
    footer: "Sie erhalten diese E-Mail, weil Sie bei Umbra bestellt haben.",
  },
  zh: {
    subject: (n, inv) =>
      n >= 3
        ? `最后一次提醒：发票 ${inv} 已逾期`
        : n === 2
          ? `第二次提醒：发票 ${inv} 已逾期`
          : `提醒：发票 ${inv} 已逾期`,
    heading: (n) => (n >= 3 ? "最后一次付款提醒" : n === 2 ? "第二次付款提醒" : "付款提醒"),
    body: (inv, code, d) => `订单 ${code} 的发票 ${inv} 已于 ${d} 到期，目前尚未全额付清。`,
    owed: (a) => `尚需支付：${a}。`,
    alreadyPaid: "如果您最近几天已经付款，谢谢您，请忽略此提醒。",
    footer: "您收到此邮件，是因为您在 Umbra 下了订单。",
  },
  ja: {
    subject: (n, inv) =>
      n >= 3
        ? `【最終のご案内】請求書 ${inv} のお支払い期限が過ぎています`
        : n === 2
          ? `【再度のご案内】請求書 ${inv} のお支払い期限が過ぎています`
          : `請求書 ${inv} のお支払い期限が過ぎています`,
    heading: (n) =>
      n >= 3
        ? "お支払いについての最終のご案内"
        : n === 2
          ? "お支払いについての再度のご案内"
          : "お支払いについてのご案内",
    body: (inv, code, d) =>
      `ご注文 ${code} の請求書 ${inv} はお支払い期限（${d}）を過ぎておりますが、まだお支払いが完了しておりません。`,
    owed: (a) => `未払い残高：${a}`,
    alreadyPaid: "ここ数日の間にお支払いいただいた場合は、行き違いとなりますことをご容赦ください。",
    footer: "このメールは、Umbra でご注文いただいたためお送りしています。",
  },
};

/** To the client, in the invoice's language: an overdue reminder, what is owed, how to pay and "Pay invoice". */
export function invoiceReminderEmail(lang: Language, r: ReminderFacts, payUrl: string, options: PaymentOptions) {
  const t = TEXTS[lang];
  return renderEmail({
    lang,
    subject: t.subject(r.n, r.invoiceNumber),
    heading: t.heading(r.n),
    paragraphs: [
      t.body(r.invoiceNumber, r.orderCode, formatDate(lang, r.dueDate)),
      t.owed(formatMoney(lang, r.owedCents, r.currency)),
      ...paymentInstructions(lang, r.invoiceNumber, options),
      invoicePdfAttached(lang),
      t.alreadyPaid,
    ],
    action: { label: payInvoiceLabel(lang), url: payUrl },
    footer: t.footer,
  });
}
