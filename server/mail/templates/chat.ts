import { isLanguage, LANGUAGE_NAMES, type Language } from "@common/locales";
import { renderEmail } from "../render";

interface Texts {
  newChatSubject: (who: string) => string;
  newChatHeading: string;
  newCallbackSubject: (phone: string) => string;
  newCallbackHeading: string;
  labels: { from: string; email: string; page: string; language: string; phone: string; time: string; note: string };
  times: Record<string, string>;
  openInbox: string;
  visitor: string;
  replySubject: string;
  replyHeading: (staff: string) => string;
  replyIntro: string;
  continueChat: string;
  replyFooter: string;
  answerSubject: string;
  answerHeading: (name: string) => string;
  yourMessage: string;
  answerFooter: string;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    newChatSubject: (who) => `New chat from ${who}`,
    newChatHeading: "A visitor started a chat",
    newCallbackSubject: (phone) => `Callback requested: ${phone}`,
    newCallbackHeading: "A visitor asked to be called back",
    labels: {
      from: "From",
      email: "E-mail",
      page: "Page",
      language: "Language",
      phone: "Phone",
      time: "Preferred time",
      note: "Note",
    },
    times: { asap: "As soon as possible", morning: "Morning", afternoon: "Afternoon", evening: "Evening" },
    openInbox: "Open the inbox",
    visitor: "a visitor",
    replySubject: "New reply from our support team",
    replyHeading: (staff) => `${staff} replied to your message`,
    replyIntro: "You were no longer on our website, so here is our reply:",
    continueChat: "Continue the conversation",
    replyFooter: "You receive this e-mail because you left this address in the chat on our website.",
    answerSubject: "Re: your message",
    answerHeading: (name) => `Hello ${name}`,
    yourMessage: "Your message:",
    answerFooter: "You receive this e-mail because the contact form on our website was sent with this address.",
  },
  es: {
    newChatSubject: (who) => `Nuevo chat de ${who}`,
    newChatHeading: "Un visitante ha iniciado un chat",
    newCallbackSubject: (phone) => `Solicitud de llamada: ${phone}`,
    newCallbackHeading: "Un visitante ha pedido que le llamemos",
    labels: {
      from: "De",
      email: "Correo electrónico",
      page: "Página",
      language: "Idioma",
      phone: "Teléfono",
      time: "Horario preferido",
      note: "Nota",
    },
    times: { asap: "Lo antes posible", morning: "Por la mañana", afternoon: "Por la tarde", evening: "Por la noche" },
    openInbox: "Abrir la bandeja de entrada",
    visitor: "un visitante",
    replySubject: "Nueva respuesta de nuestro equipo de soporte",
    replyHeading: (staff) => `${staff} ha respondido a tu mensaje`,
    replyIntro: "Ya no estabas en nuestro sitio web, así que aquí tienes nuestra respuesta:",
    continueChat: "Continuar la conversación",
    replyFooter: "Recibes este correo porque dejaste esta dirección en el chat de nuestro sitio web.",
    answerSubject: "Re: tu mensaje",
    answerHeading: (name) => `Hola, ${name}`,
    yourMessage: "Tu mensaje:",
    answerFooter: "Recibes este correo porque el formulario de contacto de nuestro sitio se envió con esta dirección.",
  },
  fr: {
    newChatSubject: (who) => `Nouveau chat de ${who}`,
    newChatHeading: "Un visiteur a ouvert un chat",
    newCallbackSubject: (phone) => `Demande de rappel : ${phone}`,
    newCallbackHeading: "Un visiteur demande à être rappelé",
    labels: {
      from: "De",
      email: "E-mail",
      page: "Page",
      language: "Langue",
      phone: "Téléphone",
      time: "Moment souhaité",
      note: "Remarque",
    },
    times: { asap: "Dès que possible", morning: "Le matin", afternoon: "L'après-midi", evening: "Le soir" },
    openInbox: "Ouvrir la boîte de réception",
    visitor: "un visiteur",
    replySubject: "Nouvelle réponse de notre équipe d'assistance",
    replyHeading: (staff) => `${staff} a répondu à votre message`,
    replyIntro: "Vous n'étiez plus sur notre site, voici donc notre réponse :",
    continueChat: "Poursuivre la conversation",
    replyFooter: "Vous recevez cet e-mail car vous avez laissé cette adresse dans le chat de notre site.",
    answerSubject: "Re : votre message",
    answerHeading: (name) => `Bonjour ${name}`,
    yourMessage: "Votre message :",
    answerFooter: "Vous recevez cet e-mail car le formulaire de contact de notre site a été envoyé avec cette adresse.",
  },
  de: {
    newChatSubject: (who) => `Neuer Chat von ${who}`,
    newChatHeading: "Ein Besucher hat einen Chat begonnen",
    newCallbackSubject: (phone) => `Rückruf gewünscht: ${phone}`,
    newCallbackHeading: "Ein Besucher bittet um Rückruf",
    labels: {
      from: "Von",
      email: "E-Mail",
      page: "Seite",
      language: "Sprache",
      phone: "Telefon",
      time: "Gewünschte Zeit",
      note: "Notiz",
    },
    times: { asap: "So bald wie möglich", morning: "Vormittags", afternoon: "Nachmittags", evening: "Abends" },
    openInbox: "Posteingang öffnen",
    visitor: "einem Besucher",
    replySubject: "Neue Antwort von unserem Support-Team",
    replyHeading: (staff) => `${staff} hat auf Ihre Nachricht geantwortet`,
    replyIntro: "Sie waren nicht mehr auf unserer Website, deshalb hier unsere Antwort:",
    continueChat: "Unterhaltung fortsetzen",
    replyFooter: "Sie erhalten diese E-Mail, weil Sie diese Adresse im Chat auf unserer Website angegeben haben.",
    answerSubject: "Re: Ihre Nachricht",
    answerHeading: (name) => `Hallo ${name}`,
    yourMessage: "Ihre Nachricht:",
    answerFooter:
      "Sie erhalten diese E-Mail, weil das Kontaktformular unserer Website mit dieser Adresse gesendet wurde.",
  },
  zh: {
    newChatSubject: (who) => `来自 ${who} 的新聊天`,
    newChatHeading: "有访客发起了聊天",
    newCallbackSubject: (phone) => `回电请求：${phone}`,
    newCallbackHeading: "有访客请求回电",
    labels: {
      from: "来自",
      email: "电子邮箱",
      page: "页面",
      language: "语言",
      phone: "电话",
      time: "希望的时间",
      note: "备注",
    },
    times: { asap: "尽快", morning: "上午", afternoon: "下午", evening: "晚上" },
    openInbox: "打开收件箱",
    visitor: "一位访客",
    replySubject: "我们的支持团队给您回复了",
    replyHeading: (staff) => `${staff} 回复了您的消息`,
    replyIntro: "您已离开我们的网站，以下是我们的回复：",
    continueChat: "继续对话",
    replyFooter: "您收到此邮件，是因为您在我们网站的聊天中留下了此地址。",
    answerSubject: "回复：您的留言",
    answerHeading: (name) => `${name}，您好`,
    yourMessage: "您的留言：",
    answerFooter: "您收到此邮件，是因为有人在我们的网站上使用此地址提交了联系表单。",
  },
  ja: {
    newChatSubject: (who) => `${who} から新しいチャット`,
    newChatHeading: "訪問者がチャットを開始しました",
    newCallbackSubject: (phone) => `折り返し電話のご依頼：${phone}`,
    newCallbackHeading: "訪問者から折り返し電話の依頼がありました",
    labels: {
      from: "送信者",
      email: "メールアドレス",
      page: "ページ",
      language: "言語",
      phone: "電話番号",
      time: "希望の時間帯",
      note: "メモ",
    },
    times: { asap: "できるだけ早く", morning: "午前", afternoon: "午後", evening: "夕方以降" },
    openInbox: "受信箱を開く",
    visitor: "訪問者",
    replySubject: "サポートチームから新しい返信があります",
    replyHeading: (staff) => `${staff} がメッセージに返信しました`,
    replyIntro: "サイトを離れていらっしゃったため、返信をメールでお送りします：",
    continueChat: "会話を続ける",
    replyFooter: "このメールは、当サイトのチャットでこのアドレスをご入力いただいたためお送りしています。",
    answerSubject: "Re: お問い合わせの件",
    answerHeading: (name) => `${name} 様`,
    yourMessage: "お送りいただいたメッセージ：",
    answerFooter: "このメールは、当サイトのお問い合わせフォームがこのアドレスで送信されたためお送りしています。",
  },
};

/** To staff, in the staff member's language: a visitor's first chat message. */
export function newChatStaffEmail(
  lang: Language,
  c: { name: string | null; email: string | null; page: string | null; locale: string; body: string; url: string },
) {
  const t = TEXTS[lang];
  const who = c.name || c.email || t.visitor;
  return renderEmail({
    lang,
    subject: t.newChatSubject(who),
    heading: t.newChatHeading,
    paragraphs: [
      ...(c.email ? [`${t.labels.email}: ${c.email}`] : []),
      ...(c.page ? [`${t.labels.page}: ${c.page}`] : []),
      `${t.labels.language}: ${isLanguage(c.locale) ? LANGUAGE_NAMES[c.locale] : c.locale}`,
      c.body,
    ],
    action: { label: t.openInbox, url: c.url },
  });
}

/** To staff, in the staff member's language: a callback request. */
export function newCallbackStaffEmail(
  lang: Language,
  c: {
    name: string | null;
    phone: string;
    preferredTime: string;
    note: string | null;
    page: string | null;
    locale: string;
    url: string;
  },
) {
  const t = TEXTS[lang];
  return renderEmail({
    lang,
    subject: t.newCallbackSubject(c.phone),
    heading: t.newCallbackHeading,
    paragraphs: [
      ...(c.name ? [`${t.labels.from}: ${c.name}`] : []),
      `${t.labels.phone}: ${c.phone}`,
      `${t.labels.time}: ${t.times[c.preferredTime] ?? c.preferredTime}`,
      `${t.labels.language}: ${isLanguage(c.locale) ? LANGUAGE_NAMES[c.locale] : c.locale}`,
      ...(c.page ? [`${t.labels.page}: ${c.page}`] : []),
      ...(c.note ? [`${t.labels.note}:`, c.note] : []),
    ],
    action: { label: t.openInbox, url: c.url },
  });
}

/** To a visitor who left the site, in their language: the staff reply and the way back into the chat. */
export function chatReplyEmail(lang: Language, r: { staffName: string; body: string; url: string }) {
  const t = TEXTS[lang];
  return renderEmail({
    lang,
    subject: t.replySubject,
    heading: t.replyHeading(r.staffName),
    paragraphs: [t.replyIntro, r.body],
    action: { label: t.continueChat, url: r.url },
    footer: t.replyFooter,
  });
}

/** The answer to a contact message, in the writer's language, quoting what they wrote. */
export function contactAnswerEmail(lang: Language, a: { name: string; body: string; original: string }) {
  const t = TEXTS[lang];
  return renderEmail({
    lang,
    subject: t.answerSubject,
    heading: t.answerHeading(a.name),
    paragraphs: [a.body, t.yourMessage, a.original],
    footer: t.answerFooter,
  });
}
