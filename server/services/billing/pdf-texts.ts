import type { PaymentMethodId } from "@common/billing";
import type { Language } from "@common/locales";

/** A credit note's own words (it shares the invoice's parties, dates and page footer). */
export interface CreditNoteTexts {
  title: string;
  number: string;
  invoice: string;
  credits: (invoice: string) => string;
  reason: string;
  amount: string;
  refundBy: (methods: string) => string;
  refundOriginal: string;
  methods: Record<PaymentMethodId, string>;
}

/** The invoice and credit note documents' words in the six languages of the site. */
export interface PdfTexts {
  title: string;
  number: string;
  issued: string;
  due: string;
  order: string;
  replaces: string;
  from: string;
  billTo: string;
  taxId: string;
  description: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  subtotal: string;
  tax: (rate: string) => string;
  total: string;
  paid: string;
  amountDue: string;
  instructions: string;
  bankTransfer: string;
  crypto: string;
  payWith: (number: string) => string;
  paidStamp: string;
  voidStamp: string;
  paidOn: (date: string) => string;
  voidReason: (reason: string) => string;
  page: (n: number, of: number) => string;
  credit: CreditNoteTexts;
}

export const PDF_TEXTS: Record<Language, PdfTexts> = {
  en: {
    title: "Invoice",
    number: "Invoice number",
    issued: "Issue date",
    due: "Due date",
    order: "Order",
    replaces: "Replaces",
    from: "From",
    billTo: "Bill to",
    taxId: "Tax ID",
    description: "Description",
    quantity: "Qty",
    unitPrice: "Unit price",
    amount: "Amount",
    subtotal: "Subtotal",
    tax: (r) => `Tax (${r})`,
    total: "Total",
    paid: "Paid",
    amountDue: "Amount due",
    instructions: "How to pay",
    bankTransfer: "Bank transfer",
    crypto: "Crypto-currency",
    payWith: (n) => `Please quote ${n} as the payment reference.`,
    paidStamp: "PAID",
    voidStamp: "VOID",
    paidOn: (d) => `Paid on ${d}.`,
    voidReason: (r) => `This invoice is void: ${r}`,
    page: (n, of) => `Page ${n} of ${of}`,
    credit: {
      title: "Credit note",
      number: "Credit note number",
      invoice: "Credited invoice",
      credits: (n) => `Credits invoice ${n}`,
      reason: "Reason",
      amount: "Amount credited",
      refundBy: (m) => `The amount credited is paid back by ${m} within 5–10 business days.`,
      refundOriginal: "The amount credited is paid back by the original payment method within 5–10 business days.",
      methods: { bank_transfer: "bank transfer", crypto: "crypto-currency", card: "card", wallet: "PayPal" },
    },
  },
  es: {
    title: "Factura",
    number: "Número de factura",
    issued: "Fecha de emisión",
    due: "Fecha de vencimiento",
    order: "Pedido",
    replaces: "Sustituye a",
    from: "Emisor",
    billTo: "Facturar a",
    taxId: "NIF",
    description: "Descripción",
    quantity: "Cant.",
    unitPrice: "Precio unitario",
    amount: "Importe",
    subtotal: "Subtotal",
    tax: (r) => `Impuesto (${r})`,
    total: "Total",
    paid: "Pagado",
    amountDue: "Importe pendiente",
    instructions: "Cómo pagar",
    bankTransfer: "Transferencia bancaria",
    crypto: "Criptomoneda",
    payWith: (n) => `Indica ${n} como referencia del pago.`,
    paidStamp: "PAGADA",
    voidStamp: "ANULADA",
    paidOn: (d) => `Pagada el ${d}.`,
    voidReason: (r) => `Esta factura está anulada: ${r}`,
    page: (n, of) => `Página ${n} de ${of}`,
    credit: {
      title: "Nota de crédito",
      number: "Número de nota de crédito",
      invoice: "Factura abonada",
      credits: (n) => `Abono de la factura ${n}`,
      reason: "Motivo",
      amount: "Importe abonado",
      refundBy: (m) => `El importe abonado se devuelve mediante ${m} en un plazo de 5 a 10 días hábiles.`,
      refundOriginal:
        "El importe abonado se devuelve por el mismo medio de pago utilizado en un plazo de 5 a 10 días hábiles.",
      methods: { bank_transfer: "transferencia bancaria", crypto: "criptomoneda", card: "tarjeta", wallet: "PayPal" },
    },
  },
  fr: {
    title: "Facture",
    number: "Numéro de facture",
    issued: "Date d’émission",
    due: "Date d’échéance",
    order: "Commande",
    replaces: "Remplace",
    from: "Émetteur",
    billTo: "Facturé à",
    taxId: "N° de TVA",
    description: "Description",
    quantity: "Qté",
    unitPrice: "Prix unitaire",
    amount: "Montant",
    subtotal: "Sous-total",
    tax: (r) => `TVA (${r})`,
    total: "Total",
    paid: "Payé",
    amountDue: "Reste à payer",
    instructions: "Comment payer",
    bankTransfer: "Virement bancaire",
    crypto: "Crypto-monnaie",
    payWith: (n) => `Merci d’indiquer ${n} comme référence du paiement.`,
    paidStamp: "PAYÉE",
    voidStamp: "ANNULÉE",
    paidOn: (d) => `Payée le ${d}.`,
    voidReason: (r) => `Cette facture est annulée : ${r}`,
    page: (n, of) => `Page ${n} sur ${of}`,
    credit: {
      title: "Avoir",
      number: "Numéro d’avoir",
      invoice: "Facture concernée",
      credits: (n) => `Avoir sur la facture ${n}`,
      reason: "Motif",
      amount: "Montant crédité",
      refundBy: (m) => `Le montant crédité est remboursé par ${m} sous 5 à 10 jours ouvrés.`,
      refundOriginal: "Le montant crédité est remboursé par le moyen de paiement d’origine sous 5 à 10 jours ouvrés.",
      methods: { bank_transfer: "virement bancaire", crypto: "crypto-monnaie", card: "carte", wallet: "PayPal" },
    },
  },
  de: {
    title: "Rechnung",
    number: "Rechnungsnummer",
    issued: "Rechnungsdatum",
    due: "Fällig am",
    order: "Bestellung",
    replaces: "Ersetzt",
    from: "Von",
    billTo: "Rechnung an",
    taxId: "USt-IdNr.",
    description: "Beschreibung",
    quantity: "Menge",
    unitPrice: "Einzelpreis",
    amount: "Betrag",
    subtotal: "Zwischensumme",
    tax: (r) => `Steuer (${r})`,
    total: "Gesamtbetrag",
    paid: "Bezahlt",
    amountDue: "Offener Betrag",
    instructions: "Zahlungshinweise",
    bankTransfer: "Banküberweisung",
    crypto: "Kryptowährung",
    payWith: (n) => `Bitte geben Sie ${n} als Verwendungszweck an.`,
    paidStamp: "BEZAHLT",
    voidStamp: "STORNIERT",
    paidOn: (d) => `Bezahlt am ${d}.`,
    voidReason: (r) => `Diese Rechnung ist storniert: ${r}`,
    page: (n, of) => `Seite ${n} von ${of}`,
    credit: {
      title: "Gutschrift",
      number: "Gutschriftsnummer",
      invoice: "Zur Rechnung",
      credits: (n) => `Gutschrift zur Rechnung ${n}`,
      reason: "Grund",
      amount: "Gutgeschriebener Betrag",
      refundBy: (m) => `Der gutgeschriebene Betrag wird innerhalb von 5–10 Werktagen per ${m} erstattet.`,
      refundOriginal:
        "Der gutgeschriebene Betrag wird innerhalb von 5–10 Werktagen über die ursprüngliche Zahlungsart erstattet.",
      methods: { bank_transfer: "Banküberweisung", crypto: "Kryptowährung", card: "Karte", wallet: "PayPal" },
    },
  },
  zh: {
    title: "发票",
    number: "发票编号",
    issued: "开票日期",
    due: "付款截止日期",
    order: "订单",
    replaces: "替代",
    from: "开票方",
    billTo: "收票方",
    taxId: "税号",
    description: "项目",
    quantity: "数量",
    unitPrice: "单价",
    amount: "金额",
    subtotal: "小计",
    tax: (r) => `税额（${r}）`,
    total: "总计",
    paid: "已付",
    amountDue: "应付金额",
    instructions: "付款方式",
    bankTransfer: "银行转账",
    crypto: "加密货币",
    payWith: (n) => `付款时请注明 ${n}。`,
    paidStamp: "已付清",
    voidStamp: "已作废",
    paidOn: (d) => `付清日期：${d}`,
    voidReason: (r) => `本发票已作废：${r}`,
    page: (n, of) => `第 ${n} 页，共 ${of} 页`,
    credit: {
      title: "贷记单",
      number: "贷记单编号",
      invoice: "对应发票",
      credits: (n) => `冲减发票 ${n}`,
      reason: "原因",
      amount: "贷记金额",
      refundBy: (m) => `贷记金额将在 5–10 个工作日内通过${m}退还。`,
      refundOriginal: "贷记金额将在 5–10 个工作日内按原付款方式退还。",
      methods: { bank_transfer: "银行转账", crypto: "加密货币", card: "银行卡", wallet: "PayPal" },
    },
  },
  ja: {
    title: "請求書",
    number: "請求書番号",
    issued: "発行日",
    due: "お支払期限",
    order: "ご注文",
    replaces: "差し替え元",
    from: "請求元",
    billTo: "請求先",
    taxId: "登録番号",
    description: "品目",
    quantity: "数量",
    unitPrice: "単価",
    amount: "金額",
    subtotal: "小計",
    tax: (r) => `税（${r}）`,
    total: "合計",
    paid: "お支払済み",
    amountDue: "ご請求残高",
    instructions: "お支払い方法",
    bankTransfer: "銀行振込",
    crypto: "暗号資産",
    payWith: (n) => `お振込の際は ${n} をご記入ください。`,
    paidStamp: "支払済",
    voidStamp: "無効",
    paidOn: (d) => `お支払日：${d}`,
    voidReason: (r) => `この請求書は無効です：${r}`,
    page: (n, of) => `${n} / ${of} ページ`,
    credit: {
      title: "クレジットノート",
      number: "クレジットノート番号",
      invoice: "対象の請求書",
      credits: (n) => `請求書 ${n} の減額`,
      reason: "理由",
      amount: "返金額",
      refundBy: (m) => `返金額は5〜10営業日以内に${m}にてお返しいたします。`,
      refundOriginal: "返金額は5〜10営業日以内に、お支払い時と同じ方法にてお返しいたします。",
      methods: { bank_transfer: "銀行振込", crypto: "暗号資産", card: "カード", wallet: "PayPal" },
    },
  },
};
