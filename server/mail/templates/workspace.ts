import type { Language } from "@common/locales";
import { renderEmail } from "../render";
import { formatDate } from "./names";

interface Texts {
  clientSubject: (code: string) => string;
  clientHeading: string;
  clientIntro: (code: string, project: string) => string;
  clientAction: string;
  clientFooter: string;
  staffSubject: (code: string, name: string) => string;
  staffHeading: (code: string) => string;
  staffIntro: (name: string, code: string) => string;
  openOrder: string;
  assignedSubject: (code: string) => string;
  assignedHeading: (code: string) => string;
  assignedBody: (code: string, project: string) => string;
  due: (date: string) => string;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    clientSubject: (code) => `New message about your order ${code}`,
    clientHeading: "You have a new message",
    clientIntro: (code, p) => `Our team wrote about your order ${code} ("${p}"):`,
    clientAction: "Read and reply",
    clientFooter: "You receive this e-mail because you placed an order with Umbra.",
    staffSubject: (code, name) => `Message from ${name} on ${code}`,
    staffHeading: (code) => `New client message on ${code}`,
    staffIntro: (name, code) => `${name} wrote about order ${code}:`,
    openOrder: "Open the order",
    assignedSubject: (code) => `Order ${code} is assigned to you`,
    assignedHeading: (code) => `${code} is yours`,
    assignedBody: (code, p) => `The order ${code} ("${p}") has been assigned to you.`,
    due: (d) => `Due date: ${d}`,
  },
  es: {
    clientSubject: (code) => `Nuevo mensaje sobre tu pedido ${code}`,
    clientHeading: "Tienes un mensaje nuevo",
    clientIntro: (code, p) => `Nuestro equipo escribió sobre tu pedido ${code} («${p}»):`,
    clientAction: "Leer y responder",
    clientFooter: "Recibes este correo porque hiciste un pedido a Umbra.",
    staffSubject: (code, name) => `Mensaje de ${name} sobre ${code}`,
    staffHeading: (code) => `Nuevo mensaje del cliente en ${code}`,
    staffIntro: (name, code) => `${name} escribió sobre el pedido ${code}:`,
    openOrder: "Abrir el pedido",
    assignedSubject: (code) => `El pedido ${code} te ha sido asignado`,
    assignedHeading: (code) => `${code} es tuyo`,
    assignedBody: (code, p) => `Se te ha asignado el pedido ${code} («${p}»).`,
    due: (d) => `Fecha de entrega: ${d}`,
  },
  fr: {
    clientSubject: (code) => `Nouveau message concernant votre commande ${code}`,
    clientHeading: "Vous avez un nouveau message",
    clientIntro: (code, p) => `Notre équipe a écrit à propos de votre commande ${code} (« ${p} ») :`,
    clientAction: "Lire et répondre",
    clientFooter: "Vous recevez cet e-mail car vous avez passé commande chez Umbra.",
    staffSubject: (code, name) => `Message de ${name} sur ${code}`,
    staffHeading: (code) => `Nouveau message client sur ${code}`,
    staffIntro: (name, code) => `${name} a écrit à propos de la commande ${code} :`,
    openOrder: "Ouvrir la commande",
    assignedSubject: (code) => `La commande ${code} vous est attribuée`,
    assignedHeading: (code) => `${code} est à vous`,
    assignedBody: (code, p) => `La commande ${code} (« ${p} ») vous a été attribuée.`,
    due: (d) => `Échéance : ${d}`,
  },
  de: {
    clientSubject: (code) => `Neue Nachricht zu Ihrer Bestellung ${code}`,
    clientHeading: "Sie haben eine neue Nachricht",
    clientIntro: (code, p) => `Unser Team hat zu Ihrer Bestellung ${code} („${p}“) geschrieben:`,
    clientAction: "Lesen und antworten",
    clientFooter: "Sie erhalten diese E-Mail, weil Sie bei Umbra bestellt haben.",
    staffSubject: (code, name) => `Nachricht von ${name} zu ${code}`,
    staffHeading: (code) => `Neue Kundennachricht zu ${code}`,
    staffIntro: (name, code) => `${name} hat zur Bestellung ${code} geschrieben:`,
    openOrder: "Bestellung öffnen",
    assignedSubject: (code) => `Die Bestellung ${code} ist Ihnen zugewiesen`,
    assignedHeading: (code) => `${code} gehört Ihnen`,
    assignedBody: (code, p) => `Die Bestellung ${code} („${p}“) wurde Ihnen zugewiesen.`,
    due: (d) => `Fällig am: ${d}`,
  },
  zh: {
    clientSubject: (code) => `您的订单 ${code} 有新消息`,
    clientHeading: "您有一条新消息",
    clientIntro: (code, p) => `我们的团队就您的订单 ${code}（“${p}”）留言：`,
    clientAction: "阅读并回复",
    clientFooter: "您收到此邮件，是因为您在 Umbra 下了订单。",
    staffSubject: (code, name) => `${name} 在 ${code} 上的留言`,
    staffHeading: (code) => `${code} 有新的客户消息`,
    staffIntro: (name, code) => `${name} 就订单 ${code} 留言：`,
    openOrder: "打开订单",
    assignedSubject: (code) => `订单 ${code} 已分配给您`,
    assignedHeading: (code) => `${code} 由您负责`,
    assignedBody: (code, p) => `订单 ${code}（“${p}”）已分配给您。`,
    due: (d) => `截止日期：${d}`,
  },
  ja: {
    clientSubject: (code) => `ご注文 ${code} に新しいメッセージがあります`,
    clientHeading: "新しいメッセージが届きました",
    clientIntro: (code, p) => `ご注文 ${code}（「${p}」）について担当チームからメッセージです：`,
    clientAction: "読んで返信する",
    clientFooter: "このメールは、Umbra でご注文いただいたためお送りしています。",
    staffSubject: (code, name) => `${code} に ${name} 様からメッセージ`,
    staffHeading: (code) => `${code} に新しいお客様メッセージ`,
    staffIntro: (name, code) => `${name} 様が注文 ${code} について書き込みました：`,
    openOrder: "注文を開く",
    assignedSubject: (code) => `注文 ${code} があなたに割り当てられました`,
    assignedHeading: (code) => `${code} の担当になりました`,
    assignedBody: (code, p) => `注文 ${code}（「${p}」）があなたに割り当てられました。`,
    due: (d) => `期日：${d}`,
  },
};

/** Long messages are cut in the e-mail: the whole text is on the order page. */
const excerpt = (body: string) => (body.length > 1200 ? `${body.slice(0, 1200)}…` : body);

interface OrderRef {
  code: string;
  projectName: string;
}

/** To the client, in the order's language, linking to their order page. */
export function messageToClientEmail(lang: Language, o: OrderRef, body: string, url: string) {
  const t = TEXTS[lang];
  return renderEmail({
    lang,
    subject: t.clientSubject(o.code),
    heading: t.clientHeading,
    paragraphs: [t.clientIntro(o.code, o.projectName), excerpt(body)],
    action: { label: t.clientAction, url },
    footer: t.clientFooter,
  });
}

/** To staff, linking straight to the order in the admin area. */
export function messageToStaffEmail(lang: Language, o: OrderRef, clientName: string, body: string, url: string) {
  const t = TEXTS[lang];
  return renderEmail({
    lang,
    subject: t.staffSubject(o.code, clientName),
    heading: t.staffHeading(o.code),
    paragraphs: [t.staffIntro(clientName, o.code), excerpt(body)],
    action: { label: t.openOrder, url },
  });
}

/** To the staff member an order was assigned to, in their language. */
export function assignedEmail(lang: Language, o: OrderRef, dueDate: string | null, url: string) {
  const t = TEXTS[lang];
  return renderEmail({
    lang,
    subject: t.assignedSubject(o.code),
    heading: t.assignedHeading(o.code),
    paragraphs: [t.assignedBody(o.code, o.projectName), ...(dueDate ? [t.due(formatDate(lang, dueDate))] : [])],
    action: { label: t.openOrder, url },
  });
}
