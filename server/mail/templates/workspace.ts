import type { Language } from "@common/locales";
import { serverTexts } from "../../lib/i18n";
import { renderEmail } from "../render";
import { formatDate } from "./names";

/** Long messages are cut in the e-mail: the whole text is on the order page. */
const excerpt = (body: string) => (body.length > 1200 ? `${body.slice(0, 1200)}…` : body);

interface OrderRef {
  code: string;
  projectName: string;
}

/** To the client, in the order's language, linking to their order page. */
export function messageToClientEmail(lang: Language, o: OrderRef, body: string, url: string) {
  const t = serverTexts(lang, "emails");
  return renderEmail({
    lang,
    subject: t("workspace.clientSubject", { code: o.code }),
    heading: t("workspace.clientHeading"),
    paragraphs: [t("workspace.clientIntro", { code: o.code, project: o.projectName }), excerpt(body)],
    action: { label: t("workspace.clientAction"), url },
    footer: t("workspace.clientFooter"),
  });
}

/** To staff, linking straight to the order in the admin area. */
export function messageToStaffEmail(lang: Language, o: OrderRef, clientName: string, body: string, url: string) {
  const t = serverTexts(lang, "emails");
  return renderEmail({
    lang,
    subject: t("workspace.staffSubject", { code: o.code, name: clientName }),
    heading: t("workspace.staffHeading", { code: o.code }),
    paragraphs: [t("workspace.staffIntro", { name: clientName, code: o.code }), excerpt(body)],
    action: { label: t("workspace.openOrder"), url },
  });
}

/** To the staff member an order was assigned to, in their language. */
export function assignedEmail(lang: Language, o: OrderRef, dueDate: string | null, url: string) {
  const t = serverTexts(lang, "emails");
  return renderEmail({
    lang,
    subject: t("workspace.assignedSubject", { code: o.code }),
    heading: t("workspace.assignedHeading", { code: o.code }),
    paragraphs: [
      t("workspace.assignedBody", { code: o.code, project: o.projectName }),
      ...(dueDate ? [t("workspace.due", { date: formatDate(lang, dueDate) })] : []),
    ],
    action: { label: t("workspace.openOrder"), url },
  });
}
