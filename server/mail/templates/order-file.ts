import { isLanguage, type Language } from "@common/locales";
import { renderEmail } from "../render";

interface Texts {
  subject: (code: string) => string;
  heading: (code: string) => string;
  clientBody: (code: string, project: string) => string;
  staffBody: (code: string, project: string, who: string) => string;
  files: (names: string) => string;
  clientAction: string;
  staffAction: string;
  footer: string;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    subject: (c) => `New file on order ${c}`,
    heading: (c) => `New file on ${c}`,
    clientBody: (c, p) => `Our team added a file to your order ${c} ("${p}").`,
    staffBody: (c, p, w) => `${w} added a file to order ${c} ("${p}").`,
    files: (n) => `File: ${n}`,
    clientAction: "Open your order",
    staffAction: "Open the orders",
    footer: "You receive this e-mail because you placed an order with Umbra.",
  },
  es: {
    subject: (c) => `Nuevo archivo en el pedido ${c}`,
    heading: (c) => `Nuevo archivo en ${c}`,
    clientBody: (c, p) => `Nuestro equipo ha añadido un archivo a tu pedido ${c} («${p}»).`,
    staffBody: (c, p, w) => `${w} ha añadido un archivo al pedido ${c} («${p}»).`,
    files: (n) => `Archivo: ${n}`,
    clientAction: "Abrir tu pedido",
    staffAction: "Abrir los pedidos",
    footer: "Recibes este correo porque hiciste un pedido a Umbra.",
  },
  fr: {
    subject: (c) => `Nouveau fichier sur la commande ${c}`,
    heading: (c) => `Nouveau fichier sur ${c}`,
    clientBody: (c, p) => `Notre équipe a ajouté un fichier à votre commande ${c} (« ${p} »).`,
    staffBody: (c, p, w) => `${w} a ajouté un fichier à la commande ${c} (« ${p} »).`,
    files: (n) => `Fichier : ${n}`,
    clientAction: "Ouvrir votre commande",
    staffAction: "Ouvrir les commandes",
    footer: "Vous recevez cet e-mail parce que vous avez passé commande chez Umbra.",
  },
  de: {
    subject: (c) => `Neue Datei zur Bestellung ${c}`,
    heading: (c) => `Neue Datei zu ${c}`,
    clientBody: (c, p) => `Unser Team hat Ihrer Bestellung ${c} („${p}“) eine Datei hinzugefügt.`,
    staffBody: (c, p, w) => `${w} hat der Bestellung ${c} („${p}“) eine Datei hinzugefügt.`,
    files: (n) => `Datei: ${n}`,
    clientAction: "Auftrag öffnen",
    staffAction: "Bestellungen öffnen",
    footer: "Sie erhalten diese E-Mail, weil Sie bei Umbra eine Bestellung aufgegeben haben.",
  },
  zh: {
    subject: (c) => `订单 ${c} 有新文件`,
    heading: (c) => `${c} 有新文件`,
    clientBody: (c, p) => `我们的团队已向您的订单 ${c}（“${p}”）添加了文件。`,
    staffBody: (c, p, w) => `${w} 已向订单 ${c}（“${p}”）添加了文件。`,
    files: (n) => `文件：${n}`,
    clientAction: "打开您的订单",
    staffAction: "打开订单",
    footer: "您收到此邮件是因为您在 Umbra 下了订单。",
  },
  ja: {
    subject: (c) => `ご注文 ${c} に新しいファイル`,
    heading: (c) => `${c} に新しいファイル`,
    clientBody: (c, p) => `担当チームがご注文 ${c}（「${p}」）にファイルを追加しました。`,
    staffBody: (c, p, w) => `${w} が注文 ${c}（「${p}」）にファイルを追加しました。`,
    files: (n) => `ファイル：${n}`,
    clientAction: "ご注文を開く",
    staffAction: "注文を開く",
    footer: "このメールは、Umbra にご注文いただいたお客様にお送りしています。",
  },
};

/** Tells the other side of an order that files were added: the client in the order's language, or staff. */
export function orderFileEmail(input: {
  to: "client" | "staff";
  locale: string;
  code: string;
  projectName: string;
  uploaderName: string;
  fileNames: string[];
  url: string;
}) {
  const lang: Language = isLanguage(input.locale) ? input.locale : "en";
  const t = TEXTS[lang];
  const body =
    input.to === "client"
      ? t.clientBody(input.code, input.projectName)
      : t.staffBody(input.code, input.projectName, input.uploaderName);
  return renderEmail({
    lang,
    subject: t.subject(input.code),
    heading: t.heading(input.code),
    paragraphs: [body, ...input.fileNames.map((n) => t.files(n))],
    action: { label: input.to === "client" ? t.clientAction : t.staffAction, url: input.url },
    ...(input.to === "client" ? { footer: t.footer } : {}),
  });
}
