import type { OrderStatus } from "@common/catalog";
import { isLanguage, type Language } from "@common/locales";
import { renderEmail } from "../render";

interface Texts {
  status: Record<OrderStatus, string>;
  subject: (code: string, status: string) => string;
  heading: (status: string) => string;
  greeting: (name: string) => string;
  body: (code: string, project: string, status: string) => string;
  note: (note: string) => string;
  action: string;
  footer: string;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    status: { pending: "Pending", in_progress: "In progress", completed: "Completed", cancelled: "Cancelled" },
    subject: (code, s) => `Your order ${code} is now: ${s}`,
    heading: (s) => `Order status: ${s}`,
    greeting: (n) => `Hello ${n},`,
    body: (code, p, s) => `the status of your order ${code} ("${p}") has changed to: ${s}.`,
    note: (n) => `A note from our team: ${n}`,
    action: "Open your dashboard",
    footer: "You receive this e-mail because you placed an order with Umbra.",
  },
  es: {
    status: { pending: "Pendiente", in_progress: "En curso", completed: "Completado", cancelled: "Cancelado" },
    subject: (code, s) => `Tu pedido ${code} ahora está: ${s}`,
    heading: (s) => `Estado del pedido: ${s}`,
    greeting: (n) => `Hola ${n}:`,
    body: (code, p, s) => `el estado de tu pedido ${code} («${p}») ha cambiado a: ${s}.`,
    note: (n) => `Una nota de nuestro equipo: ${n}`,
    action: "Abrir tu panel",
    footer: "Recibes este correo porque hiciste un pedido a Umbra.",
  },
  fr: {
    status: { pending: "En attente", in_progress: "En cours", completed: "Terminée", cancelled: "Annulée" },
    subject: (code, s) => `Votre commande ${code} est maintenant : ${s}`,
    heading: (s) => `Statut de la commande : ${s}`,
    greeting: (n) => `Bonjour ${n},`,
    body: (code, p, s) => `le statut de votre commande ${code} (« ${p} ») est passé à : ${s}.`,
    note: (n) => `Un mot de notre équipe : ${n}`,
    action: "Ouvrir votre tableau de bord",
    footer: "Vous recevez cet e-mail parce que vous avez passé commande chez Umbra.",
  },
  de: {
    status: {
      pending: "Ausstehend",
      in_progress: "In Bearbeitung",
      completed: "Abgeschlossen",
      cancelled: "Storniert",
    },
    subject: (code, s) => `Ihre Bestellung ${code} ist jetzt: ${s}`,
    heading: (s) => `Bestellstatus: ${s}`,
    greeting: (n) => `Hallo ${n},`,
    body: (code, p, s) => `der Status Ihrer Bestellung ${code} („${p}“) wurde geändert auf: ${s}.`,
    note: (n) => `Eine Notiz unseres Teams: ${n}`,
    action: "Dashboard öffnen",
    footer: "Sie erhalten diese E-Mail, weil Sie bei Umbra eine Bestellung aufgegeben haben.",
  },
  zh: {
    status: { pending: "待处理", in_progress: "进行中", completed: "已完成", cancelled: "已取消" },
    subject: (code, s) => `您的订单 ${code} 当前状态：${s}`,
    heading: (s) => `订单状态：${s}`,
    greeting: (n) => `${n}，您好：`,
    body: (code, p, s) => `您的订单 ${code}（“${p}”）的状态已更新为：${s}。`,
    note: (n) => `我们团队的备注：${n}`,
    action: "打开您的控制台",
    footer: "您收到此邮件是因为您在 Umbra 下了订单。",
  },
  ja: {
    status: { pending: "保留中", in_progress: "進行中", completed: "完了", cancelled: "キャンセル" },
    subject: (code, s) => `ご注文 ${code} のステータス：${s}`,
    heading: (s) => `注文ステータス：${s}`,
    greeting: (n) => `${n} 様`,
    body: (code, p, s) => `ご注文 ${code}（「${p}」）のステータスが「${s}」に変更されました。`,
    note: (n) => `担当チームからのメモ：${n}`,
    action: "ダッシュボードを開く",
    footer: "このメールは、Umbra にご注文いただいたお客様にお送りしています。",
  },
};

/** Tells the client that their order moved to another status, in the language they ordered in. */
export function orderStatusEmail(input: {
  locale: string;
  code: string;
  customerName: string;
  projectName: string;
  status: OrderStatus;
  note?: string;
  dashboardUrl: string;
}) {
  const lang: Language = isLanguage(input.locale) ? input.locale : "en";
  const t = TEXTS[lang];
  const status = t.status[input.status];
  return renderEmail({
    lang,
    subject: t.subject(input.code, status),
    heading: t.heading(status),
    paragraphs: [
      t.greeting(input.customerName),
      t.body(input.code, input.projectName, status),
      ...(input.note ? [t.note(input.note)] : []),
    ],
    action: { label: t.action, url: input.dashboardUrl },
    footer: t.footer,
  });
}
