import { localizedPath, type Language } from "@common/locales";
import { orderPagePath } from "@common/workspace";
import { renderEmail } from "../render";
import { formatDate, formatPrice, serviceName, tierName } from "./names";

export interface OrderMailData {
  code: string;
  serviceId: string;
  servicePlan: string;
  amountCents: number | null;
  projectName: string;
  projectDescription: string;
  projectDeadline: string | null;
  projectGoals: string[];
  contactName: string;
  contactEmail: string;
  contactPhone: string;
}

interface Texts {
  clientSubject: (code: string) => string;
  clientHeading: (name: string) => string;
  clientIntro: (code: string) => string;
  clientNext: string;
  staffSubject: (code: string, service: string) => string;
  staffHeading: (code: string) => string;
  labels: {
    service: string;
    plan: string;
    project: string;
    description: string;
    deadline: string;
    goals: string;
    contact: string;
    email: string;
    phone: string;
  };
  customQuote: string;
  portal: string;
  register: string;
  registerNote: string;
  staffAction: string;
  footer: string;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    clientSubject: (code) => `We received your request ${code}`,
    clientHeading: (name) => `Thank you, ${name}`,
    clientIntro: (code) => `Your request ${code} has reached our team. Here is what you sent us:`,
    clientNext: "We will review your project and send you a custom proposal within 24 hours.",
    staffSubject: (code, service) => `New order ${code}: ${service}`,
    staffHeading: (code) => `New order request ${code}`,
    labels: {
      service: "Service",
      plan: "Plan",
      project: "Project",
      description: "Description",
      deadline: "Deadline",
      goals: "Goals",
      contact: "Contact",
      email: "Email",
      phone: "Phone",
    },
    customQuote: "Custom Quote",
    portal: "Follow your order",
    register: "Create your account",
    registerNote: "Create an account with this e-mail address to follow your order, read our messages and write to us.",
    staffAction: "Open the order in the admin area",
    footer: "You receive this e-mail because an order request was sent with this address on our website.",
  },
  es: {
    clientSubject: (code) => `Hemos recibido tu solicitud ${code}`,
    clientHeading: (name) => `Gracias, ${name}`,
    clientIntro: (code) => `Tu solicitud ${code} ha llegado a nuestro equipo. Esto es lo que nos enviaste:`,
    clientNext: "Revisaremos tu proyecto y te enviaremos una propuesta personalizada en menos de 24 horas.",
    staffSubject: (code, service) => `Nuevo pedido ${code}: ${service}`,
    staffHeading: (code) => `Nueva solicitud de pedido ${code}`,
    labels: {
      service: "Servicio",
      plan: "Plan",
      project: "Proyecto",
      description: "Descripción",
      deadline: "Fecha límite",
      goals: "Objetivos",
      contact: "Contacto",
      email: "Correo electrónico",
      phone: "Teléfono",
    },
    customQuote: "Presupuesto personalizado",
    portal: "Seguir tu pedido",
    register: "Crear tu cuenta",
    registerNote:
      "Crea una cuenta con esta dirección de correo para seguir tu pedido, leer nuestros mensajes y escribirnos.",
    staffAction: "Abrir el pedido en el área de administración",
    footer: "Recibes este correo porque se envió una solicitud de pedido con esta dirección en nuestro sitio web.",
  },
  fr: {
    clientSubject: (code) => `Nous avons bien reçu votre demande ${code}`,
    clientHeading: (name) => `Merci, ${name}`,
    clientIntro: (code) => `Votre demande ${code} est parvenue à notre équipe. Voici ce que vous nous avez envoyé :`,
    clientNext: "Nous allons étudier votre projet et vous envoyer une proposition personnalisée sous 24 heures.",
    staffSubject: (code, service) => `Nouvelle commande ${code} : ${service}`,
    staffHeading: (code) => `Nouvelle demande de commande ${code}`,
    labels: {
      service: "Service",
      plan: "Formule",
      project: "Projet",
      description: "Description",
      deadline: "Échéance",
      goals: "Objectifs",
      contact: "Contact",
      email: "E-mail",
      phone: "Téléphone",
    },
    customQuote: "Devis personnalisé",
    portal: "Suivre votre commande",
    register: "Créer votre compte",
    registerNote:
      "Créez un compte avec cette adresse e-mail pour suivre votre commande, lire nos messages et nous écrire.",
    staffAction: "Ouvrir la commande dans l’administration",
    footer: "Vous recevez cet e-mail car une demande de commande a été envoyée avec cette adresse sur notre site.",
  },
  de: {
    clientSubject: (code) => `Wir haben Ihre Anfrage ${code} erhalten`,
    clientHeading: (name) => `Vielen Dank, ${name}`,
    clientIntro: (code) => `Ihre Anfrage ${code} ist bei unserem Team eingegangen. Das haben Sie uns geschickt:`,
    clientNext: "Wir prüfen Ihr Projekt und senden Ihnen innerhalb von 24 Stunden ein individuelles Angebot.",
    staffSubject: (code, service) => `Neue Bestellung ${code}: ${service}`,
    staffHeading: (code) => `Neue Bestellanfrage ${code}`,
    labels: {
      service: "Leistung",
      plan: "Paket",
      project: "Projekt",
      description: "Beschreibung",
      deadline: "Frist",
      goals: "Ziele",
      contact: "Kontakt",
      email: "E-Mail",
      phone: "Telefon",
    },
    customQuote: "Individuelles Angebot",
    portal: "Bestellung verfolgen",
    register: "Konto erstellen",
    registerNote:
      "Erstellen Sie ein Konto mit dieser E-Mail-Adresse, um Ihre Bestellung zu verfolgen, unsere Nachrichten zu lesen und uns zu schreiben.",
    staffAction: "Bestellung im Adminbereich öffnen",
    footer:
      "Sie erhalten diese E-Mail, weil auf unserer Website eine Bestellanfrage mit dieser Adresse gesendet wurde.",
  },
  zh: {
    clientSubject: (code) => `我们已收到您的请求 ${code}`,
    clientHeading: (name) => `${name}，感谢您`,
    clientIntro: (code) => `您的请求 ${code} 已送达我们的团队。以下是您提交的内容：`,
    clientNext: "我们将审核您的项目，并在 24 小时内向您发送定制方案。",
    staffSubject: (code, service) => `新订单 ${code}：${service}`,
    staffHeading: (code) => `新订单请求 ${code}`,
    labels: {
      service: "服务",
      plan: "套餐",
      project: "项目",
      description: "描述",
      deadline: "截止日期",
      goals: "目标",
      contact: "联系人",
      email: "电子邮箱",
      phone: "电话",
    },
    customQuote: "定制报价",
    portal: "跟进您的订单",
    register: "创建您的账户",
    registerNote: "使用此电子邮箱地址创建账户，即可跟进订单、阅读我们的消息并给我们留言。",
    staffAction: "在管理后台打开订单",
    footer: "您收到此邮件，是因为有人在我们的网站上使用此地址提交了订单请求。",
  },
  ja: {
    clientSubject: (code) => `ご依頼 ${code} を受け付けました`,
    clientHeading: (name) => `${name} 様、ありがとうございます`,
    clientIntro: (code) => `ご依頼 ${code} はチームに届きました。お送りいただいた内容は次のとおりです：`,
    clientNext: "プロジェクトを確認し、24時間以内にお客様専用のご提案をお送りします。",
    staffSubject: (code, service) => `新規注文 ${code}：${service}`,
    staffHeading: (code) => `新規注文リクエスト ${code}`,
    labels: {
      service: "サービス",
      plan: "プラン",
      project: "プロジェクト",
      description: "説明",
      deadline: "納期",
      goals: "目標",
      contact: "担当者",
      email: "メールアドレス",
      phone: "電話番号",
    },
    customQuote: "個別見積もり",
    portal: "ご注文を確認する",
    register: "アカウントを作成する",
    registerNote: "このメールアドレスでアカウントを作成すると、ご注文の状況確認、メッセージの閲覧・送信ができます。",
    staffAction: "管理画面で注文を開く",
    footer: "このメールは、当サイトでこのアドレスを使って注文リクエストが送信されたためお送りしています。",
  },
};

function lines(lang: Language, o: OrderMailData, withContact: boolean): string[] {
  const t = TEXTS[lang];
  const l = t.labels;
  const out = [
    `${l.service}: ${serviceName(lang, o.serviceId)}`,
    `${l.plan}: ${tierName(lang, o.servicePlan)} (${formatPrice(lang, o.amountCents, t.customQuote)})`,
    `${l.project}: ${o.projectName}`,
  ];
  if (o.projectDescription) out.push(`${l.description}: ${o.projectDescription}`);
  if (o.projectDeadline) out.push(`${l.deadline}: ${formatDate(lang, o.projectDeadline)}`);
  if (o.projectGoals.length) out.push(`${l.goals}: ${o.projectGoals.join("; ")}`);
  if (withContact) {
    out.push(`${l.contact}: ${o.contactName}`, `${l.email}: ${o.contactEmail}`);
    if (o.contactPhone) out.push(`${l.phone}: ${o.contactPhone}`);
  }
  return out;
}

/** Where the acknowledgement leads: the order page for an account's order, else registration with the address. */
export type OrderFollowLink = { kind: "order" | "register"; url: string };

/** The follow link of an order: its page when an account owns it, else registration with the address filled in. */
export function orderFollowLink(
  publicUrl: string,
  lang: Language,
  o: { code: string; contactEmail: string },
  owned: boolean,
): OrderFollowLink {
  return owned
    ? { kind: "order", url: `${publicUrl}${localizedPath(lang, orderPagePath(o.code))}` }
    : {
        kind: "register",
        url: `${publicUrl}${localizedPath(lang, "/register")}?email=${encodeURIComponent(o.contactEmail)}`,
      };
}

/** The acknowledgement the client receives, in the language they ordered in. */
export function orderReceivedEmail(lang: Language, o: OrderMailData, link: OrderFollowLink) {
  const t = TEXTS[lang];
  const register = link.kind === "register";
  return renderEmail({
    lang,
    subject: t.clientSubject(o.code),
    heading: t.clientHeading(o.contactName),
    paragraphs: [t.clientIntro(o.code), ...lines(lang, o, false), t.clientNext, ...(register ? [t.registerNote] : [])],
    action: { label: register ? t.register : t.portal, url: link.url },
    footer: t.footer,
  });
}

/** The notification staff receive. */
export function orderStaffEmail(lang: Language, o: OrderMailData, adminUrl: string) {
  const t = TEXTS[lang];
  return renderEmail({
    lang,
    subject: t.staffSubject(o.code, serviceName(lang, o.serviceId)),
    heading: t.staffHeading(o.code),
    paragraphs: lines(lang, o, true),
    action: { label: t.staffAction, url: adminUrl },
  });
}
