import type { Language } from "@common/locales";
import { serverTexts } from "../../lib/i18n";
import { renderEmail } from "../render";

export type AuthEmailKind = "verify" | "reset" | "changeEmail" | "accountExists";

/** One of the account e-mails, in the user's language, HTML + text. */
export function renderAuthEmail(
  kind: AuthEmailKind,
  lang: Language,
  vars: { name: string; url: string; email?: string },
): { subject: string; html: string; text: string } {
  const t = serverTexts(lang, "emails");
  const v = { name: vars.name, email: vars.email ?? "" };
  return renderEmail({
    lang,
    subject: t(`auth.${kind}.subject`),
    heading: t(`auth.${kind}.heading`, v),
    paragraphs: [t(`auth.${kind}.body`, v)],
    action: { label: t(`auth.${kind}.action`), url: vars.url },
    footer: t(`auth.${kind}.footer`),
  });
}
