import type { Language } from "@common/locales";
import { renderEmail } from "../render";

interface Texts {
  subject: string;
  heading: string;
  body: string;
  unsubscribe: string;
  footer: string;
  pageTitle: string;
  pageDone: string;
  pageInvalid: string;
  pageInvalidTitle: string;
  backHome: string;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    subject: "Welcome to the Umbra newsletter",
    heading: "Thank you for subscribing to our newsletter!",
    body: "Once a month you will receive growth tactics and case studies from our team. No spam.",
    unsubscribe: "Unsubscribe",
    footer:
      "You receive this e-mail because this address subscribed to our newsletter. One click on Unsubscribe stops it.",
    pageTitle: "You have been unsubscribed",
    pageDone: "You will no longer receive our newsletter. You can subscribe again at any time on our website.",
    pageInvalidTitle: "Link not valid",
    pageInvalid: "This unsubscribe link is not valid. If you keep receiving our newsletter, contact us.",
    backHome: "Back to the website",
  },
  es: {
    subject: "Bienvenido al boletín de Umbra",
    heading: "¡Gracias por suscribirte a nuestro boletín!",
    body: "Una vez al mes recibirás tácticas de crecimiento y casos de éxito de nuestro equipo. Sin spam.",
    unsubscribe: "Darse de baja",
    footer:
      "Recibes este correo porque esta dirección se suscribió a nuestro boletín. Un clic en «Darse de baja» lo detiene.",
    pageTitle: "Te has dado de baja",
    pageDone: "Ya no recibirás nuestro boletín. Puedes volver a suscribirte cuando quieras en nuestro sitio web.",
    pageInvalidTitle: "Enlace no válido",
    pageInvalid: "Este enlace para darse de baja no es válido. Si sigues recibiendo el boletín, contáctanos.",
    backHome: "Volver al sitio web",
  },
  fr: {
    subject: "Bienvenue dans la newsletter d’Umbra",
    heading: "Merci de vous être abonné à notre newsletter !",
    body: "Une fois par mois, vous recevrez des tactiques de croissance et des études de cas de notre équipe. Pas de spam.",
    unsubscribe: "Se désabonner",
    footer:
      "Vous recevez cet e-mail car cette adresse est abonnée à notre newsletter. Un clic sur « Se désabonner » l’arrête.",
    pageTitle: "Vous êtes désabonné",
    pageDone: "Vous ne recevrez plus notre newsletter. Vous pouvez vous réabonner à tout moment sur notre site.",
    pageInvalidTitle: "Lien non valide",
    pageInvalid: "Ce lien de désabonnement n’est pas valide. Si vous recevez encore notre newsletter, contactez-nous.",
    backHome: "Retour au site",
  },
  de: {
    subject: "Willkommen beim Umbra-Newsletter",
    heading: "Danke für Ihr Newsletter-Abonnement!",
    body: "Einmal im Monat erhalten Sie Wachstumstaktiken und Fallstudien von unserem Team. Kein Spam.",
    unsubscribe: "Abmelden",
    footer:
      "Sie erhalten diese E-Mail, weil diese Adresse unseren Newsletter abonniert hat. Ein Klick auf „Abmelden“ beendet ihn.",
    pageTitle: "Sie wurden abgemeldet",
    pageDone:
      "Sie erhalten unseren Newsletter nicht mehr. Sie können ihn jederzeit auf unserer Website wieder abonnieren.",
    pageInvalidTitle: "Link ungültig",
    pageInvalid:
      "Dieser Abmeldelink ist ungültig. Wenn Sie unseren Newsletter weiterhin erhalten, kontaktieren Sie uns.",
    backHome: "Zurück zur Website",
  },
  zh: {
    subject: "欢迎订阅 Umbra 新闻通讯",
    heading: "感谢您订阅我们的新闻通讯！",
    body: "每月一次，您将收到我们团队的增长策略和案例研究。绝无垃圾邮件。",
    unsubscribe: "退订",
    footer: "您收到此邮件，是因为此地址订阅了我们的新闻通讯。点击“退订”即可停止接收。",
    pageTitle: "您已成功退订",
    pageDone: "您将不再收到我们的新闻通讯。您可以随时在我们的网站上重新订阅。",
    pageInvalidTitle: "链接无效",
    pageInvalid: "此退订链接无效。如果您仍在收到我们的新闻通讯，请联系我们。",
    backHome: "返回网站",
  },
  ja: {
    subject: "Umbra ニュースレターへようこそ",
    heading: "ニュースレターにご登録いただきありがとうございます！",
    body: "月に一度、チームから成長戦略と事例をお届けします。スパムは送りません。",
    unsubscribe: "配信停止",
    footer:
      "このメールは、このアドレスがニュースレターに登録されたためお送りしています。「配信停止」をクリックすると停止できます。",
    pageTitle: "配信を停止しました",
    pageDone: "今後ニュースレターは届きません。当サイトからいつでも再登録できます。",
    pageInvalidTitle: "無効なリンクです",
    pageInvalid: "この配信停止リンクは無効です。ニュースレターが引き続き届く場合はお問い合わせください。",
    backHome: "サイトに戻る",
  },
};

export function newsletterWelcomeEmail(lang: Language, unsubscribeUrl: string) {
  const t = TEXTS[lang];
  return renderEmail({
    lang,
    subject: t.subject,
    heading: t.heading,
    paragraphs: [t.body],
    action: { label: t.unsubscribe, url: unsubscribeUrl },
    footer: t.footer,
  });
}

const escape = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The page the one-click unsubscribe link opens, in the subscriber's language. */
export function unsubscribePage(lang: Language, ok: boolean, homeUrl: string): string {
  const t = TEXTS[lang];
  const title = ok ? t.pageTitle : t.pageInvalidTitle;
  const body = ok ? t.pageDone : t.pageInvalid;
  return `<!doctype html><html lang="${lang}" class="dark"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)} | Umbra</title></head><body style="margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#0f0d1a;color:#f4f4f8;font-family:-apple-system,Segoe UI,Roboto,'Noto Sans',sans-serif"><main style="max-width:480px;margin:24px;padding:32px;background:#1a1729;border:1px solid #2e2a45;border-radius:16px"><p style="margin:0 0 16px;font-weight:800;color:#c4b5fd">Umbra</p><h1 style="margin:0 0 12px;font-size:24px">${escape(title)}</h1><p style="margin:0 0 24px;line-height:1.6;color:#c8c8d8">${escape(body)}</p><a href="${escape(homeUrl)}" style="color:#c4b5fd">${escape(t.backHome)}</a></main></body></html>`;
}
