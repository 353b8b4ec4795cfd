import type { Language } from "@common/locales";
import { renderEmail } from "../render";
import { serviceName } from "./names";

export interface ContactMailData {
  name: string;
  email: string;
  service: string;
  message: string;
}

interface Texts {
  clientSubject: string;
  clientHeading: (name: string) => string;
  clientIntro: string;
  yourMessage: string;
  staffSubject: (name: string) => string;
  staffHeading: string;
  labels: { name: string; email: string; service: string; message: string };
  footer: string;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    clientSubject: "We received your message",
    clientHeading: (name) => `Thank you, ${name}`,
    clientIntro: "We've received your message and will get back to you within 24 hours.",
    yourMessage: "Your message:",
    staffSubject: (name) => `New contact message from ${name}`,
    staffHeading: "New contact message",
    labels: { name: "Name", email: "Email", service: "Service", message: "Message" },
    footer: "You receive this e-mail because the contact form on our website was sent with this address.",
  },
  es: {
    clientSubject: "Hemos recibido tu mensaje",
    clientHeading: (name) => `Gracias, ${name}`,
    clientIntro: "Hemos recibido tu mensaje y te responderemos en menos de 24 horas.",
    yourMessage: "Tu mensaje:",
    staffSubject: (name) => `Nuevo mensaje de contacto de ${name}`,
    staffHeading: "Nuevo mensaje de contacto",
    labels: { name: "Nombre", email: "Correo electrónico", service: "Servicio", message: "Mensaje" },
    footer: "Recibes este correo porque el formulario de contacto de nuestro sitio se envió con esta dirección.",
  },
  fr: {
    clientSubject: "Nous avons bien reçu votre message",
    clientHeading: (name) => `Merci, ${name}`,
    clientIntro: "Nous avons bien reçu votre message et vous répondrons sous 24 heures.",
    yourMessage: "Votre message :",
    staffSubject: (name) => `Nouveau message de contact de ${name}`,
    staffHeading: "Nouveau message de contact",
    labels: { name: "Nom", email: "E-mail", service: "Service", message: "Message" },
    footer: "Vous recevez cet e-mail car le formulaire de contact de notre site a été envoyé avec cette adresse.",
  },
  de: {
    clientSubject: "Wir haben Ihre Nachricht erhalten",
    clientHeading: (name) => `Vielen Dank, ${name}`,
    clientIntro: "Wir haben Ihre Nachricht erhalten und melden uns innerhalb von 24 Stunden bei Ihnen.",
    yourMessage: "Ihre Nachricht:",
    staffSubject: (name) => `Neue Kontaktnachricht von ${name}`,
    staffHeading: "Neue Kontaktnachricht",
    labels: { name: "Name", email: "E-Mail", service: "Leistung", message: "Nachricht" },
    footer: "Sie erhalten diese E-Mail, weil das Kontaktformular unserer Website mit dieser Adresse gesendet wurde.",
  },
  zh: {
    clientSubject: "我们已收到您的留言",
    clientHeading: (name) => `${name}，感谢您`,
    clientIntro: "我们已收到您的留言，将在 24 小时内回复您。",
    yourMessage: "您的留言：",
    staffSubject: (name) => `来自 ${name} 的新联系留言`,
    staffHeading: "新的联系留言",
    labels: { name: "姓名", email: "电子邮箱", service: "服务", message: "留言" },
    footer: "您收到此邮件，是因为有人在我们的网站上使用此地址提交了联系表单。",
  },
  ja: {
    clientSubject: "メッセージを受け付けました",
    clientHeading: (name) => `${name} 様、ありがとうございます`,
    clientIntro: "メッセージを受け付けました。24時間以内にご連絡いたします。",
    yourMessage: "お送りいただいたメッセージ：",
    staffSubject: (name) => `${name} 様から新しいお問い合わせ`,
    staffHeading: "新しいお問い合わせ",
    labels: { name: "お名前", email: "メールアドレス", service: "サービス", message: "メッセージ" },
    footer: "このメールは、当サイトのお問い合わせフォームがこのアドレスで送信されたためお送りしています。",
  },
};

export function contactReceivedEmail(lang: Language, m: ContactMailData) {
  const t = TEXTS[lang];
  return renderEmail({
    lang,
    subject: t.clientSubject,
    heading: t.clientHeading(m.name),
    paragraphs: [t.clientIntro, t.yourMessage, m.message],
    footer: t.footer,
  });
}

export function contactStaffEmail(lang: Language, m: ContactMailData) {
  const t = TEXTS[lang];
  const l = t.labels;
  return renderEmail({
    lang,
    subject: t.staffSubject(m.name),
    heading: t.staffHeading,
    paragraphs: [
      `${l.name}: ${m.name}`,
      `${l.email}: ${m.email}`,
      `${l.service}: ${serviceName(lang, m.service)}`,
      `${l.message}:`,
      m.message,
    ],
  });
}
