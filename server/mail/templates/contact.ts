import type { Language } from "@common/locales";
import { serverTexts } from "../../lib/i18n";
import { renderEmail } from "../render";
import { serviceName } from "./names";

export interface ContactMailData {
  name: string;
  email: string;
  service: string;
  message: string;
}

export function contactReceivedEmail(lang: Language, m: ContactMailData) {
  const t = serverTexts(lang, "emails");
  return renderEmail({
    lang,
    subject: t("contact.clientSubject"),
    heading: t("contact.clientHeading", { name: m.name }),
    paragraphs: [t("contact.clientIntro"), t("contact.yourMessage"), m.message],
    footer: t("contact.footer"),
  });
}

export function contactStaffEmail(lang: Language, m: ContactMailData) {
  const t = serverTexts(lang, "emails");
  return renderEmail({
    lang,
    subject: t("contact.staffSubject", { name: m.name }),
    heading: t("contact.staffHeading"),
    paragraphs: [
      `${t("contact.labels.name")}: ${m.name}`,
      `${t("contact.labels.email")}: ${m.email}`,
      `${t("contact.labels.service")}: ${serviceName(lang, m.service)}`,
      `${t("contact.labels.message")}:`,
      m.message,
    ],
  });
}
