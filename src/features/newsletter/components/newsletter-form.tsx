import { useTranslation } from "react-i18next";

/** The footer's newsletter block; the subscription itself arrives with the Requests issue. */
export function NewsletterForm() {
  const { t } = useTranslation("common");
  return <p className="text-sm text-muted-foreground">{t("footer.newsletterBlurb")}</p>;
}
