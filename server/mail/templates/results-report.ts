import type { Language } from "@common/locales";
import { serverTexts } from "../../lib/i18n";
import { renderEmail } from "../render";

const monthIn = (lang: Language, month: string) => {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Intl.DateTimeFormat(lang, { year: "numeric", month: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(y, m - 1, 15)),
  );
};

/** The month's results report, its PDF attached, in the client's language. */
export function resultsReportEmail(
  lang: Language,
  o: { code: string; projectName: string },
  month: string,
  url: string,
) {
  const t = serverTexts(lang, "emails");
  const name = monthIn(lang, month);
  return renderEmail({
    lang,
    subject: t("resultsReport.subject", { month: name, code: o.code }),
    heading: t("resultsReport.heading", { month: name }),
    paragraphs: [t("resultsReport.body", { month: name, project: o.projectName }), t("resultsReport.portal")],
    action: { label: t("resultsReport.action"), url },
  });
}
