import { isLanguage, type Language } from "@common/locales";
import { serverTexts } from "../../lib/i18n";
import { renderEmail } from "../render";

/** Tells the other side of an order that files were added: the client in the order's language, or staff. */
export function orderFileEmail(input: {
  to: "client" | "staff";
  locale: string;
  code: string;
  projectName: string;
  uploaderName: string;
  fileNames: string[];
  url: string;
}) {
  const lang: Language = isLanguage(input.locale) ? input.locale : "en";
  const t = serverTexts(lang, "emails");
  const body =
    input.to === "client"
      ? t("orderFile.clientBody", { code: input.code, project: input.projectName })
      : t("orderFile.staffBody", { code: input.code, project: input.projectName, who: input.uploaderName });
  return renderEmail({
    lang,
    subject: t("orderFile.subject", { code: input.code }),
    heading: t("orderFile.heading", { code: input.code }),
    paragraphs: [body, ...input.fileNames.map((file) => t("orderFile.file", { file }))],
    action: { label: t(input.to === "client" ? "orderFile.clientAction" : "orderFile.staffAction"), url: input.url },
    ...(input.to === "client" ? { footer: t("orderFile.footer") } : {}),
  });
}
