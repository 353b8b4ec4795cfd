import { useTranslation } from "react-i18next";
import { SecretShown } from "@/components/admin/secret-shown";

/** A webhook's signing secret, shown once with a copy button (the shared SecretShown, in the webhooks' words). */
export function WebhookSecret({ secret, title, onDone }: { secret: string; title: string; onDone: () => void }) {
  const { t } = useTranslation("webhooks");
  const texts = {
    title,
    description: t("secret.description"),
    copy: t("secret.copy"),
    copied: t("secret.copied"),
    copyFailed: t("secret.copyFailed"),
    done: t("secret.done"),
  };
  return <SecretShown secret={secret} texts={texts} testId="webhook-secret" onDone={onDone} />;
}
