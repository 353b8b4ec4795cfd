import type { Language } from "@common/locales";
import { serverTexts } from "../../lib/i18n";
import { renderEmail } from "../render";

interface OrderRef {
  code: string;
  projectName: string;
}

/** After the order: the client's brief waits in the portal. */
export function briefInvitationEmail(lang: Language, o: OrderRef, url: string) {
  const t = serverTexts(lang, "emails");
  return renderEmail({
    lang,
    subject: t("brief.inviteSubject", { code: o.code }),
    heading: t("brief.inviteHeading"),
    paragraphs: [t("brief.inviteBody", { code: o.code, project: o.projectName }), t("brief.dueNote")],
    action: { label: t("brief.action"), url },
  });
}

/** 24 h or 72 h after the order, while the brief is not submitted. */
export function briefReminderEmail(lang: Language, o: OrderRef, hours: number, url: string) {
  const t = serverTexts(lang, "emails");
  return renderEmail({
    lang,
    subject: t("brief.reminderSubject", { code: o.code }),
    heading: t("brief.reminderHeading"),
    paragraphs: [t("brief.reminderBody", { code: o.code, project: o.projectName, hours }), t("brief.dueNote")],
    action: { label: t("brief.action"), url },
  });
}

/** To staff: the client submitted their brief. */
export function briefSubmittedEmail(lang: Language, o: OrderRef, clientName: string, url: string) {
  const t = serverTexts(lang, "emails");
  return renderEmail({
    lang,
    subject: t("brief.submittedSubject", { code: o.code, name: clientName }),
    heading: t("brief.submittedHeading", { code: o.code }),
    paragraphs: [t("brief.submittedBody", { name: clientName, code: o.code, project: o.projectName })],
    action: { label: t("brief.openOrder"), url },
  });
}

/** To the client: staff asked for changes to the brief, with their note. */
export function briefChangesEmail(lang: Language, o: OrderRef, note: string, url: string) {
  const t = serverTexts(lang, "emails");
  return renderEmail({
    lang,
    subject: t("brief.changesSubject", { code: o.code }),
    heading: t("brief.changesHeading"),
    paragraphs: [t("brief.changesBody", { code: o.code, project: o.projectName }), note],
    action: { label: t("brief.action"), url },
  });
}
