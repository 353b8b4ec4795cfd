import type { PaymentMethodId } from "@common/billing";
import type { Language } from "@common/locales";
import type { RefundTier } from "@common/refund-policy";
import { renderEmail } from "../render";
import { formatMoney } from "./billing";
import { formatDate } from "./names";

/** An order as the cancellation e-mails name it. */
export interface CancelOrderRef {
  code: string;
  projectName: string;
}

export interface CancellationFacts {
  tier: RefundTier;
  paidCents: number;
  /** What the policy gives back; null when staff decide. */
  computedCents: number | null;
  currency: string;
  /** Last day staff answer (YYYY-MM-DD). */
  dueOn: string;
  /** The client's reason (may be empty). */
  reason: string;
}

export interface CancellationDecisionFacts {
  decision: "approved" | "declined";
  approvedCents: number | null;
  currency: string;
  /** Staff's reason (a refusal, or an amount other than the policy's). */
  decisionReason: string;
  creditNoteNumbers: string[];
}

export interface CreditNoteFacts {
  number: string;
  invoiceNumber: string;
  orderCode: string;
  amountCents: number;
  currency: string;
  /** How the money goes back: the methods of the payments refunded. */
  methods: PaymentMethodId[];
}

interface Texts {
  methods: Record<PaymentMethodId, string>;
  tiers: Record<RefundTier, (amount: string, paid: string) => string>;
  requestedSubject: (code: string) => string;
  requestedHeading: string;
  requestedBody: (code: string, project: string) => string;
  requestedDeadline: (date: string) => string;
  requestedPayout: string;
  reason: (text: string) => string;
  staffSubject: (code: string, date: string) => string;
  staffHeading: (code: string) => string;
  staffBody: (name: string, code: string, paid: string) => string;
  staffDeadline: (date: string) => string;
  approvedSubject: (code: string) => string;
  approvedHeading: string;
  approvedBody: (code: string, amount: string) => string;
  approvedNothing: (code: string) => string;
  approvedCredit: (numbers: string) => string;
  declinedSubject: (code: string) => string;
  declinedHeading: string;
  declinedBody: (code: string) => string;
  cancelledSubject: (code: string) => string;
  cancelledHeading: string;
  cancelledBody: (code: string, project: string) => string;
  creditSubject: (number: string, invoice: string) => string;
  creditHeading: (number: string) => string;
  creditBody: (number: string, invoice: string, code: string, amount: string) => string;
  creditPayout: (methods: string) => string;
  creditAttached: string;
  openOrder: string;
  clientFooter: string;
}

const EN: Texts = {
  methods: { bank_transfer: "bank transfer", crypto: "crypto-currency", card: "card", wallet: "PayPal" },
  tiers: {
    not_started: (a, p) =>
      `The work had not started: you get back ${a} of the ${p} paid (minus the 10% administration fee).`,
    within_48h: (a, p) => `The work started less than 48 hours ago: you get back 75%, ${a} of the ${p} paid.`,
    half_done: (_a, p) => `Half of the work or more is done: the policy gives nothing back of the ${p} paid.`,
    staff_decides: (_a, p) => `The work is under way: we decide the refund of the ${p} paid as our Refund Policy says.`,
    nothing_paid: () => "Nothing was paid on this order, so there is nothing to refund.",
  },
  requestedSubject: (code) => `We received your request to cancel ${code}`,
  requestedHeading: "Your cancellation request",
  requestedBody: (code, p) => `You asked to cancel order ${code} ("${p}").`,
  requestedDeadline: (d) => `We will answer by ${d}.`,
  requestedPayout: "An approved refund is paid back within 5–10 business days.",
  reason: (text) => `Reason: ${text}`,
  staffSubject: (code, d) => `Cancellation requested on ${code}: answer by ${d}`,
  staffHeading: (code) => `Cancellation requested on ${code}`,
  staffBody: (name, code, paid) => `${name} asked to cancel order ${code}. Paid so far: ${paid}.`,
  staffDeadline: (d) => `Answer by ${d} (3 business days).`,
  approvedSubject: (code) => `Your cancellation of ${code} is approved`,
  approvedHeading: "Cancellation approved",
  approvedBody: (code, a) => `Order ${code} is cancelled. We refund ${a}.`,
  approvedNothing: (code) => `Order ${code} is cancelled. There is no refund.`,
  approvedCredit: (n) => `Credit note: ${n}. The refund reaches you within 5–10 business days.`,
  declinedSubject: (code) => `Your cancellation request for ${code}`,
  declinedHeading: "We could not approve the cancellation",
  declinedBody: (code) => `Order ${code} continues.`,
  cancelledSubject: (code) => `Order ${code} is cancelled`,
  cancelledHeading: "Your order is cancelled",
  cancelledBody: (code, p) => `Order ${code} ("${p}") is cancelled. Nothing was paid, so nothing is owed.`,
  creditSubject: (n, inv) => `Credit note ${n} for invoice ${inv}`,
  creditHeading: (n) => `Credit note ${n}`,
  creditBody: (n, inv, code, a) => `Credit note ${n} credits ${a} on invoice ${inv} (order ${code}).`,
  creditPayout: (m) => `The money goes back by ${m} within 5–10 business days.`,
  creditAttached: "The credit note is attached as a PDF.",
  openOrder: "Open the order",
  clientFooter: "You receive this e-mail because you placed an order with Umbra.",
};

const ES: Texts = {
  methods: { bank_transfer: "transferencia bancaria", crypto: "criptomoneda", card: "tarjeta", wallet: "PayPal" },
  tiers: {
    not_started: (a, p) =>
      `El trabajo aún no había empezado: te devolvemos ${a} de los ${p} pagados (menos el 10 % de gastos de gestión).`,
    within_48h: (a, p) => `El trabajo empezó hace menos de 48 horas: te devolvemos el 75 %, ${a} de los ${p} pagados.`,
    half_done: (_a, p) =>
      `Ya está hecha la mitad del trabajo o más: según la política, no se devuelve nada de los ${p} pagados.`,
    staff_decides: (_a, p) =>
      `El trabajo está en curso: decidiremos el reembolso de los ${p} pagados según nuestra Política de reembolsos.`,
    nothing_paid: () => "No se pagó nada en este pedido, así que no hay nada que reembolsar.",
  },
  requestedSubject: (code) => `Hemos recibido tu solicitud de cancelación de ${code}`,
  requestedHeading: "Tu solicitud de cancelación",
  requestedBody: (code, p) => `Has solicitado cancelar el pedido ${code} («${p}»).`,
  requestedDeadline: (d) => `Te responderemos a más tardar el ${d}.`,
  requestedPayout: "Un reembolso aprobado se abona en un plazo de 5 a 10 días hábiles.",
  reason: (text) => `Motivo: ${text}`,
  staffSubject: (code, d) => `Cancelación solicitada en ${code}: responder antes del ${d}`,
  staffHeading: (code) => `Cancelación solicitada en ${code}`,
  staffBody: (name, code, paid) => `${name} ha solicitado cancelar el pedido ${code}. Pagado hasta ahora: ${paid}.`,
  staffDeadline: (d) => `Responder antes del ${d} (3 días hábiles).`,
  approvedSubject: (code) => `Tu cancelación de ${code} está aprobada`,
  approvedHeading: "Cancelación aprobada",
  approvedBody: (code, a) => `El pedido ${code} está cancelado. Te reembolsamos ${a}.`,
  approvedNothing: (code) => `El pedido ${code} está cancelado. No corresponde ningún reembolso.`,
  approvedCredit: (n) => `Nota de crédito: ${n}. Recibirás el reembolso en un plazo de 5 a 10 días hábiles.`,
  declinedSubject: (code) => `Tu solicitud de cancelación de ${code}`,
  declinedHeading: "No hemos podido aprobar la cancelación",
  declinedBody: (code) => `El pedido ${code} sigue adelante.`,
  cancelledSubject: (code) => `El pedido ${code} está cancelado`,
  cancelledHeading: "Tu pedido está cancelado",
  cancelledBody: (code, p) => `El pedido ${code} («${p}») está cancelado. No se pagó nada, así que no debes nada.`,
  creditSubject: (n, inv) => `Nota de crédito ${n} de la factura ${inv}`,
  creditHeading: (n) => `Nota de crédito ${n}`,
  creditBody: (n, inv, code, a) => `La nota de crédito ${n} abona ${a} de la factura ${inv} (pedido ${code}).`,
  creditPayout: (m) => `El dinero se devuelve mediante ${m} en un plazo de 5 a 10 días hábiles.`,
  creditAttached: "La nota de crédito va adjunta en PDF.",
  openOrder: "Abrir el pedido",
  clientFooter: "Recibes este correo porque hiciste un pedido a Umbra.",
};

const FR: Texts = {
  methods: { bank_transfer: "virement bancaire", crypto: "crypto-monnaie", card: "carte", wallet: "PayPal" },
  tiers: {
    not_started: (a, p) =>
      `Le travail n’avait pas commencé : nous vous remboursons ${a} sur les ${p} payés (déduction faite des 10 % de frais de gestion).`,
    within_48h: (a, p) =>
      `Le travail a commencé il y a moins de 48 heures : nous vous remboursons 75 %, soit ${a} sur les ${p} payés.`,
    half_done: (_a, p) =>
      `La moitié du travail au moins est réalisée : la politique ne prévoit aucun remboursement des ${p} payés.`,
    staff_decides: (_a, p) =>
      `Le travail est en cours : nous déciderons du remboursement des ${p} payés conformément à notre politique de remboursement.`,
    nothing_paid: () => "Rien n’a été payé sur cette commande : il n’y a donc rien à rembourser.",
  },
  requestedSubject: (code) => `Nous avons bien reçu votre demande d’annulation de ${code}`,
  requestedHeading: "Votre demande d’annulation",
  requestedBody: (code, p) => `Vous avez demandé l’annulation de la commande ${code} (« ${p} »).`,
  requestedDeadline: (d) => `Nous vous répondrons au plus tard le ${d}.`,
  requestedPayout: "Un remboursement accepté est versé sous 5 à 10 jours ouvrés.",
  reason: (text) => `Motif : ${text}`,
  staffSubject: (code, d) => `Annulation demandée sur ${code} : réponse avant le ${d}`,
  staffHeading: (code) => `Annulation demandée sur ${code}`,
  staffBody: (name, code, paid) => `${name} demande l’annulation de la commande ${code}. Payé à ce jour : ${paid}.`,
  staffDeadline: (d) => `Réponse attendue avant le ${d} (3 jours ouvrés).`,
  approvedSubject: (code) => `Votre annulation de ${code} est acceptée`,
  approvedHeading: "Annulation acceptée",
  approvedBody: (code, a) => `La commande ${code} est annulée. Nous vous remboursons ${a}.`,
  approvedNothing: (code) => `La commande ${code} est annulée. Aucun remboursement n’est dû.`,
  approvedCredit: (n) => `Avoir : ${n}. Le remboursement vous parviendra sous 5 à 10 jours ouvrés.`,
  declinedSubject: (code) => `Votre demande d’annulation de ${code}`,
  declinedHeading: "Nous n’avons pas pu accepter l’annulation",
  declinedBody: (code) => `La commande ${code} se poursuit.`,
  cancelledSubject: (code) => `La commande ${code} est annulée`,
  cancelledHeading: "Votre commande est annulée",
  cancelledBody: (code, p) => `La commande ${code} (« ${p} ») est annulée. Rien n’a été payé, vous ne devez donc rien.`,
  creditSubject: (n, inv) => `Avoir ${n} sur la facture ${inv}`,
  creditHeading: (n) => `Avoir ${n}`,
  creditBody: (n, inv, code, a) => `L’avoir ${n} crédite ${a} sur la facture ${inv} (commande ${code}).`,
  creditPayout: (m) => `Le montant vous est remboursé par ${m} sous 5 à 10 jours ouvrés.`,
  creditAttached: "L’avoir est joint au format PDF.",
  openOrder: "Ouvrir la commande",
  clientFooter: "Vous recevez cet e-mail car vous avez passé commande chez Umbra.",
};

const DE: Texts = {
  methods: { bank_transfer: "Banküberweisung", crypto: "Kryptowährung", card: "Karte", wallet: "PayPal" },
  tiers: {
    not_started: (a, p) =>
      `Die Arbeit hatte noch nicht begonnen: Sie erhalten ${a} der gezahlten ${p} zurück (abzüglich 10 % Bearbeitungsgebühr).`,
    within_48h: (a, p) =>
      `Die Arbeit hat vor weniger als 48 Stunden begonnen: Sie erhalten 75 % zurück, ${a} der gezahlten ${p}.`,
    half_done: (_a, p) =>
      `Die Hälfte der Arbeit oder mehr ist erledigt: Laut Richtlinie wird von den gezahlten ${p} nichts erstattet.`,
    staff_decides: (_a, p) =>
      `Die Arbeit läuft: Über die Erstattung der gezahlten ${p} entscheiden wir gemäß unserer Erstattungsrichtlinie.`,
    nothing_paid: () => "Auf diese Bestellung wurde nichts gezahlt, daher gibt es nichts zu erstatten.",
  },
  requestedSubject: (code) => `Wir haben Ihre Stornierungsanfrage für ${code} erhalten`,
  requestedHeading: "Ihre Stornierungsanfrage",
  requestedBody: (code, p) => `Sie haben die Stornierung der Bestellung ${code} („${p}“) beantragt.`,
  requestedDeadline: (d) => `Wir antworten Ihnen bis spätestens ${d}.`,
  requestedPayout: "Eine genehmigte Erstattung wird innerhalb von 5–10 Werktagen ausgezahlt.",
  reason: (text) => `Grund: ${text}`,
  staffSubject: (code, d) => `Stornierung für ${code} beantragt: Antwort bis ${d}`,
  staffHeading: (code) => `Stornierung für ${code} beantragt`,
  staffBody: (name, code, paid) => `${name} möchte die Bestellung ${code} stornieren. Bisher bezahlt: ${paid}.`,
  staffDeadline: (d) => `Antwort bis ${d} (3 Werktage).`,
  approvedSubject: (code) => `Ihre Stornierung von ${code} ist genehmigt`,
  approvedHeading: "Stornierung genehmigt",
  approvedBody: (code, a) => `Die Bestellung ${code} ist storniert. Wir erstatten Ihnen ${a}.`,
  approvedNothing: (code) => `Die Bestellung ${code} ist storniert. Eine Erstattung erfolgt nicht.`,
  approvedCredit: (n) => `Gutschrift: ${n}. Die Erstattung erreicht Sie innerhalb von 5–10 Werktagen.`,
  declinedSubject: (code) => `Ihre Stornierungsanfrage für ${code}`,
  declinedHeading: "Wir konnten die Stornierung nicht genehmigen",
  declinedBody: (code) => `Die Bestellung ${code} wird fortgesetzt.`,
  cancelledSubject: (code) => `Die Bestellung ${code} ist storniert`,
  cancelledHeading: "Ihre Bestellung ist storniert",
  cancelledBody: (code, p) =>
    `Die Bestellung ${code} („${p}“) ist storniert. Es wurde nichts bezahlt, daher ist nichts offen.`,
  creditSubject: (n, inv) => `Gutschrift ${n} zur Rechnung ${inv}`,
  creditHeading: (n) => `Gutschrift ${n}`,
  creditBody: (n, inv, code, a) =>
    `Mit der Gutschrift ${n} werden ${a} auf die Rechnung ${inv} (Bestellung ${code}) gutgeschrieben.`,
  creditPayout: (m) => `Der Betrag wird innerhalb von 5–10 Werktagen per ${m} erstattet.`,
  creditAttached: "Die Gutschrift ist als PDF angehängt.",
  openOrder: "Bestellung öffnen",
  clientFooter: "Sie erhalten diese E-Mail, weil Sie bei Umbra bestellt haben.",
};

const ZH: Texts = {
  methods: { bank_transfer: "银行转账", crypto: "加密货币", card: "银行卡", wallet: "PayPal" },
  tiers: {
    not_started: (a, p) => `工作尚未开始：在已支付的 ${p} 中，退还您 ${a}（扣除 10% 的管理费）。`,
    within_48h: (a, p) => `工作开始不足 48 小时：退还 75%，即已支付的 ${p} 中的 ${a}。`,
    half_done: (_a, p) => `工作已完成一半或以上：根据退款政策，已支付的 ${p} 不予退还。`,
    staff_decides: (_a, p) => `工作正在进行中：我们将根据退款政策决定已支付的 ${p} 的退款金额。`,
    nothing_paid: () => "该订单尚未付款，因此无需退款。",
  },
  requestedSubject: (code) => `我们已收到您取消 ${code} 的申请`,
  requestedHeading: "您的取消申请",
  requestedBody: (code, p) => `您申请取消订单 ${code}（“${p}”）。`,
  requestedDeadline: (d) => `我们将在 ${d} 之前答复您。`,
  requestedPayout: "退款获批后，将在 5–10 个工作日内退还。",
  reason: (text) => `原因：${text}`,
  staffSubject: (code, d) => `${code} 申请取消：请于 ${d} 前答复`,
  staffHeading: (code) => `${code} 申请取消`,
  staffBody: (name, code, paid) => `${name} 申请取消订单 ${code}。目前已支付：${paid}。`,
  staffDeadline: (d) => `请于 ${d} 前答复（3 个工作日）。`,
  approvedSubject: (code) => `您取消 ${code} 的申请已获批准`,
  approvedHeading: "取消已获批准",
  approvedBody: (code, a) => `订单 ${code} 已取消。我们将退还 ${a}。`,
  approvedNothing: (code) => `订单 ${code} 已取消。本次没有退款。`,
  approvedCredit: (n) => `贷记单：${n}。退款将在 5–10 个工作日内到账。`,
  declinedSubject: (code) => `关于您取消 ${code} 的申请`,
  declinedHeading: "我们无法批准此次取消",
  declinedBody: (code) => `订单 ${code} 将继续进行。`,
  cancelledSubject: (code) => `订单 ${code} 已取消`,
  cancelledHeading: "您的订单已取消",
  cancelledBody: (code, p) => `订单 ${code}（“${p}”）已取消。由于尚未付款，您无需支付任何费用。`,
  creditSubject: (n, inv) => `发票 ${inv} 的贷记单 ${n}`,
  creditHeading: (n) => `贷记单 ${n}`,
  creditBody: (n, inv, code, a) => `贷记单 ${n} 冲减发票 ${inv}（订单 ${code}）${a}。`,
  creditPayout: (m) => `款项将在 5–10 个工作日内通过${m}退还。`,
  creditAttached: "贷记单已作为 PDF 附件附上。",
  openOrder: "打开订单",
  clientFooter: "您收到此邮件，是因为您在 Umbra 下了订单。",
};

const JA: Texts = {
  methods: { bank_transfer: "銀行振込", crypto: "暗号資産", card: "カード", wallet: "PayPal" },
  tiers: {
    not_started: (a, p) =>
      `作業開始前のため、お支払い済みの ${p} のうち ${a} を返金いたします（事務手数料 10% を差し引いた額）。`,
    within_48h: (a, p) => `作業開始から 48 時間以内のため、お支払い済みの ${p} の 75%、${a} を返金いたします。`,
    half_done: (_a, p) =>
      `作業の半分以上が完了しているため、返金ポリシーによりお支払い済みの ${p} の返金はございません。`,
    staff_decides: (_a, p) =>
      `作業が進行中のため、お支払い済みの ${p} の返金額は返金ポリシーに基づき当社にて決定いたします。`,
    nothing_paid: () => "このご注文にはお支払いがないため、返金の対象となる金額はございません。",
  },
  requestedSubject: (code) => `${code} のキャンセル申請を受け付けました`,
  requestedHeading: "キャンセル申請について",
  requestedBody: (code, p) => `ご注文 ${code}（「${p}」）のキャンセルを申請されました。`,
  requestedDeadline: (d) => `${d}までにご回答いたします。`,
  requestedPayout: "返金が承認された場合、5〜10営業日以内にお返しいたします。",
  reason: (text) => `理由：${text}`,
  staffSubject: (code, d) => `${code} のキャンセル申請：${d}までに回答`,
  staffHeading: (code) => `${code} のキャンセル申請`,
  staffBody: (name, code, paid) => `${name} 様が注文 ${code} のキャンセルを申請しました。これまでのお支払い額：${paid}`,
  staffDeadline: (d) => `${d}までに回答してください（3営業日）。`,
  approvedSubject: (code) => `${code} のキャンセルが承認されました`,
  approvedHeading: "キャンセルが承認されました",
  approvedBody: (code, a) => `ご注文 ${code} はキャンセルされました。${a} を返金いたします。`,
  approvedNothing: (code) => `ご注文 ${code} はキャンセルされました。返金はございません。`,
  approvedCredit: (n) => `クレジットノート：${n}。返金は5〜10営業日以内にお手元に届きます。`,
  declinedSubject: (code) => `${code} のキャンセル申請について`,
  declinedHeading: "キャンセルを承認できませんでした",
  declinedBody: (code) => `ご注文 ${code} は引き続き進行いたします。`,
  cancelledSubject: (code) => `ご注文 ${code} はキャンセルされました`,
  cancelledHeading: "ご注文はキャンセルされました",
  cancelledBody: (code, p) =>
    `ご注文 ${code}（「${p}」）はキャンセルされました。お支払いはないため、ご請求額はございません。`,
  creditSubject: (n, inv) => `請求書 ${inv} のクレジットノート ${n}`,
  creditHeading: (n) => `クレジットノート ${n}`,
  creditBody: (n, inv, code, a) =>
    `クレジットノート ${n} により、請求書 ${inv}（ご注文 ${code}）から ${a} を減額いたします。`,
  creditPayout: (m) => `返金は5〜10営業日以内に${m}にてお返しいたします。`,
  creditAttached: "クレジットノートを PDF で添付しております。",
  openOrder: "注文を開く",
  clientFooter: "このメールは、Umbra でご注文いただいたためお送りしています。",
};

const TEXTS: Record<Language, Texts> = { en: EN, es: ES, fr: FR, de: DE, zh: ZH, ja: JA };

const money = (lang: Language, cents: number, currency: string) => formatMoney(lang, cents, currency);

/** To the client: their request is recorded, what the policy gives back, and by when staff answer. */
export function cancellationRequestedClientEmail(lang: Language, o: CancelOrderRef, f: CancellationFacts, url: string) {
  const t = TEXTS[lang];
  return renderEmail({
    lang,
    subject: t.requestedSubject(o.code),
    heading: t.requestedHeading,
    paragraphs: [
      t.requestedBody(o.code, o.projectName),
      t.tiers[f.tier](money(lang, f.computedCents ?? 0, f.currency), money(lang, f.paidCents, f.currency)),
      t.requestedDeadline(formatDate(lang, f.dueOn)),
      t.requestedPayout,
    ],
    action: { label: t.openOrder, url },
    footer: t.clientFooter,
  });
}

/** To staff: a request to decide, with its deadline. */
export function cancellationRequestedStaffEmail(
  lang: Language,
  o: CancelOrderRef,
  f: CancellationFacts,
  clientName: string,
  url: string,
) {
  const t = TEXTS[lang];
  return renderEmail({
    lang,
    subject: t.staffSubject(o.code, formatDate(lang, f.dueOn)),
    heading: t.staffHeading(o.code),
    paragraphs: [
      t.staffBody(clientName, o.code, money(lang, f.paidCents, f.currency)),
      t.tiers[f.tier](money(lang, f.computedCents ?? 0, f.currency), money(lang, f.paidCents, f.currency)),
      ...(f.reason ? [t.reason(f.reason)] : []),
      t.staffDeadline(formatDate(lang, f.dueOn)),
    ],
    action: { label: t.openOrder, url },
  });
}

/** To the client: staff approved (with the amount and credit notes) or declined (with the reason). */
export function cancellationDecidedClientEmail(
  lang: Language,
  o: CancelOrderRef,
  d: CancellationDecisionFacts,
  url: string,
) {
  const t = TEXTS[lang];
  const approved = d.decision === "approved";
  const paragraphs = approved
    ? [
        d.approvedCents ? t.approvedBody(o.code, money(lang, d.approvedCents, d.currency)) : t.approvedNothing(o.code),
        ...(d.creditNoteNumbers.length ? [t.approvedCredit(d.creditNoteNumbers.join(", "))] : []),
        ...(d.decisionReason ? [t.reason(d.decisionReason)] : []),
      ]
    : [t.declinedBody(o.code), t.reason(d.decisionReason)];
  return renderEmail({
    lang,
    subject: approved ? t.approvedSubject(o.code) : t.declinedSubject(o.code),
    heading: approved ? t.approvedHeading : t.declinedHeading,
    paragraphs,
    action: { label: t.openOrder, url },
    footer: t.clientFooter,
  });
}

/** To the client: an unpaid order without an invoice, cancelled at once. */
export function orderCancelledEmail(lang: Language, o: CancelOrderRef, url: string) {
  const t = TEXTS[lang];
  return renderEmail({
    lang,
    subject: t.cancelledSubject(o.code),
    heading: t.cancelledHeading,
    paragraphs: [t.cancelledBody(o.code, o.projectName)],
    action: { label: t.openOrder, url },
    footer: t.clientFooter,
  });
}

/** To the client: a credit note, its PDF attached (the caller adds the attachment reference). */
export function creditNoteEmail(lang: Language, c: CreditNoteFacts, url: string) {
  const t = TEXTS[lang];
  const methods = [...new Set(c.methods)].map((m) => t.methods[m]).join(", ");
  return renderEmail({
    lang,
    subject: t.creditSubject(c.number, c.invoiceNumber),
    heading: t.creditHeading(c.number),
    paragraphs: [
      t.creditBody(c.number, c.invoiceNumber, c.orderCode, money(lang, c.amountCents, c.currency)),
      ...(methods ? [t.creditPayout(methods)] : []),
      t.creditAttached,
    ],
    action: { label: t.openOrder, url },
    footer: t.clientFooter,
  });
}
