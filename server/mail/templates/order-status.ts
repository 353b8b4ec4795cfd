import type { OrderStatus } from "@common/catalog";
import { isLanguage, type Language } from "@common/locales";
import { serverTexts } from "../../lib/i18n";
import { renderEmail } from "../render";

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
  const t = serverTexts(lang, "emails");
  const status = t(`orderStatus.status.${input.status}`);
  return renderEmail({
    lang,
    subject: t("orderStatus.subject", { code: input.code, status }),
    heading: t("orderStatus.heading", { status }),
    paragraphs: [
      t("orderStatus.greeting", { name: input.customerName }),
      t("orderStatus.body", { code: input.code, project: input.projectName, status }),
      ...(input.note ? [t("orderStatus.note", { note: input.note })] : []),
    ],
    action: { label: t("orderStatus.action"), url: input.dashboardUrl },
    footer: t("orderStatus.footer"),
  });
}
