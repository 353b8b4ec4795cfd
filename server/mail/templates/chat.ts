import { CALLBACK_TIMES, type CallbackTime } from "@common/chat-callback";
import { isLanguage, LANGUAGE_NAMES, type Language } from "@common/locales";
import { serverTexts } from "../../lib/i18n";
import { renderEmail } from "../render";

const isCallbackTime = (v: string): v is CallbackTime => (CALLBACK_TIMES as readonly string[]).includes(v);

/** To staff, in the staff member's language: a visitor's first chat message. */
export function newChatStaffEmail(
  lang: Language,
  c: { name: string | null; email: string | null; page: string | null; locale: string; body: string; url: string },
) {
  const t = serverTexts(lang, "emails");
  const who = c.name || c.email || t("chat.visitor");
  return renderEmail({
    lang,
    subject: t("chat.newChatSubject", { who }),
    heading: t("chat.newChatHeading"),
    paragraphs: [
      ...(c.email ? [`${t("chat.labels.email")}: ${c.email}`] : []),
      ...(c.page ? [`${t("chat.labels.page")}: ${c.page}`] : []),
      `${t("chat.labels.language")}: ${isLanguage(c.locale) ? LANGUAGE_NAMES[c.locale] : c.locale}`,
      c.body,
    ],
    action: { label: t("chat.openInbox"), url: c.url },
  });
}

/** To staff, in the staff member's language: a callback request. */
export function newCallbackStaffEmail(
  lang: Language,
  c: {
    name: string | null;
    phone: string;
    /** The number is premium-rate (or billed like one): said first, before anyone dials it. */
    premiumRate?: boolean;
    preferredTime: string;
    note: string | null;
    page: string | null;
    locale: string;
    url: string;
  },
) {
  const t = serverTexts(lang, "emails");
  return renderEmail({
    lang,
    subject: t("chat.newCallbackSubject", { phone: c.phone }),
    heading: t("chat.newCallbackHeading"),
    paragraphs: [
      ...(c.name ? [`${t("chat.labels.from")}: ${c.name}`] : []),
      `${t("chat.labels.phone")}: ${c.phone}`,
      ...(c.premiumRate ? [t("chat.premiumRate")] : []),
      `${t("chat.labels.time")}: ${isCallbackTime(c.preferredTime) ? t(`chat.times.${c.preferredTime}`) : c.preferredTime}`,
      `${t("chat.labels.language")}: ${isLanguage(c.locale) ? LANGUAGE_NAMES[c.locale] : c.locale}`,
      ...(c.page ? [`${t("chat.labels.page")}: ${c.page}`] : []),
      ...(c.note ? [`${t("chat.labels.note")}:`, c.note] : []),
    ],
    action: { label: t("chat.openInbox"), url: c.url },
  });
}

/** To a visitor who left the site, in their language: the staff reply and the way back into the chat. */
export function chatReplyEmail(lang: Language, r: { staffName: string; body: string; url: string }) {
  const t = serverTexts(lang, "emails");
  return renderEmail({
    lang,
    subject: t("chat.replySubject"),
    heading: t("chat.replyHeading", { staff: r.staffName }),
    paragraphs: [t("chat.replyIntro"), r.body],
    action: { label: t("chat.continueChat"), url: r.url },
    footer: t("chat.replyFooter"),
  });
}

/** The answer to a contact message, in the writer's language, quoting what they wrote. */
export function contactAnswerEmail(lang: Language, a: { name: string; body: string; original: string }) {
  const t = serverTexts(lang, "emails");
  return renderEmail({
    lang,
    subject: t("chat.answerSubject"),
    heading: t("chat.answerHeading", { name: a.name }),
    paragraphs: [a.body, t("chat.yourMessage"), a.original],
    footer: t("chat.answerFooter"),
  });
}
