import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/lib/toast";

/** A webhook's signing secret with a copy button, inside a dialog. */
export function SecretShown({ secret, title, onDone }: { secret: string; title: string; onDone: () => void }) {
  const { t } = useTranslation("webhooks");
  const [copied, setCopied] = useState(false);
  return (
    <>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{t("secret.description")}</DialogDescription>
      </DialogHeader>
      <div className="flex items-center gap-2 rounded-lg border bg-background/60 p-3">
        <code data-testid="webhook-secret" className="min-w-0 flex-1 break-all font-mono text-sm">
          {secret}
        </code>
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            void navigator.clipboard
              ?.writeText(secret)
              .then(() => setCopied(true))
              .catch(() => toast.error(t("secret.copyFailed")))
          }
        >
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? t("secret.copied") : t("secret.copy")}
        </Button>
      </div>
      <DialogFooter>
        <Button variant="gradient" onClick={onDone}>
          {t("secret.done")}
        </Button>
      </DialogFooter>
    </>
  );
}
