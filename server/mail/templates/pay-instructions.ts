import type { PaymentOptions } from "@common/billing";
import type { Language } from "@common/locales";

interface Texts {
  payInvoice: string;
  howToPay: string;
  bank: (details: string, invoice: string) => string;
  crypto: (addresses: string) => string;
  online: (methods: string) => string;
  card: string;
  wallet: string;
  noMethod: string;
  pdfAttached: string;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    payInvoice: "Pay invoice",
    howToPay: "How to pay:",
    bank: (d, n) => `By bank transfer:\n${d}\nReference: ${n}`,
    crypto: (a) => `In crypto-currency (send to the address of the network you pay on):\n${a}`,
    online: (m) => `By ${m}: on the invoice page, with the “Pay invoice” button below.`,
    card: "card",
    wallet: "PayPal",
    noMethod: "We will send you the payment details separately.",
    pdfAttached: "The invoice is attached as a PDF.",
  },
  es: {
    payInvoice: "Pagar la factura",
    howToPay: "Cómo pagar:",
    bank: (d, n) => `Por transferencia bancaria:\n${d}\nReferencia: ${n}`,
    crypto: (a) => `En criptomoneda (envía el pago a la dirección de la red que utilices):\n${a}`,
    online: (m) => `Con ${m}: en la página de la factura, con el botón «Pagar la factura» de abajo.`,
    card: "tarjeta",
    wallet: "PayPal",
    noMethod: "Te enviaremos los datos de pago por separado.",
    pdfAttached: "La factura va adjunta en PDF.",
  },
  fr: {
    payInvoice: "Payer la facture",
    howToPay: "Comment payer :",
    bank: (d, n) => `Par virement bancaire :\n${d}\nRéférence : ${n}`,
    crypto: (a) => `En crypto-monnaie (envoyez à l’adresse du réseau que vous utilisez) :\n${a}`,
    online: (m) => `Par ${m} : sur la page de la facture, avec le bouton « Payer la facture » ci-dessous.`,
    card: "carte",
    wallet: "PayPal",
    noMethod: "Nous vous enverrons les coordonnées de paiement séparément.",
    pdfAttached: "La facture est jointe au format PDF.",
  },
  de: {
    payInvoice: "Rechnung bezahlen",
    howToPay: "So bezahlen Sie:",
    bank: (d, n) => `Per Banküberweisung:\n${d}\nVerwendungszweck: ${n}`,
    crypto: (a) => `In Kryptowährung (an die Adresse des Netzwerks, über das Sie zahlen):\n${a}`,
    online: (m) => `Per ${m}: auf der Rechnungsseite über die Schaltfläche „Rechnung bezahlen“ unten.`,
    card: "Karte",
    wallet: "PayPal",
    noMethod: "Die Zahlungsdaten senden wir Ihnen gesondert zu.",
    pdfAttached: "Die Rechnung ist als PDF angehängt.",
  },
  zh: {
    payInvoice: "支付发票",
    howToPay: "付款方式：",
    bank: (d, n) => `银行转账：\n${d}\n付款备注：${n}`,
    crypto: (a) => `加密货币（请转入您所用网络对应的地址）：\n${a}`,
    online: (m) => `${m}：在发票页面点击下方的“支付发票”按钮。`,
    card: "银行卡",
    wallet: "PayPal",
    noMethod: "我们会另行发送付款信息。",
    pdfAttached: "发票已作为 PDF 附件附上。",
  },
  ja: {
    payInvoice: "請求書を支払う",
    howToPay: "お支払い方法：",
    bank: (d, n) => `銀行振込：\n${d}\n振込時の参照番号：${n}`,
    crypto: (a) => `暗号資産（ご利用のネットワークのアドレスへ送金してください）：\n${a}`,
    online: (m) => `${m}：請求書ページの下記「請求書を支払う」ボタンから。`,
    card: "カード",
    wallet: "PayPal",
    noMethod: "お支払い情報は別途お送りいたします。",
    pdfAttached: "請求書を PDF で添付しております。",
  },
};

/** The label of the button that opens the invoice where it can be paid. */
export const payInvoiceLabel = (lang: Language) => TEXTS[lang].payInvoice;
export const invoicePdfAttached = (lang: Language) => TEXTS[lang].pdfAttached;

/**
 * How to pay an invoice, exactly the methods offered: bank details with the invoice number as the reference,
 * crypto addresses, and card / PayPal on the invoice page when their provider is configured.
 */
export function paymentInstructions(lang: Language, invoiceNumber: string, options: PaymentOptions): string[] {
  const t = TEXTS[lang];
  const online = [options.card ? t.card : "", options.wallet ? t.wallet : ""].filter(Boolean);
  const lines = [
    ...(options.bankTransfer ? [t.bank(options.bankTransfer, invoiceNumber)] : []),
    ...(options.crypto ? [t.crypto(options.crypto)] : []),
    ...(online.length ? [t.online(new Intl.ListFormat(lang, { type: "disjunction" }).format(online))] : []),
  ];
  return [t.howToPay, ...(lines.length ? lines : [t.noMethod])];
}
