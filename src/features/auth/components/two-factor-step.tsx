import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { authClient } from "@/lib/auth/auth-client";
import { toast } from "@/lib/toast";
import { authErrorMessage } from "../lib/error-message";

/**
 * The second step of /login for an account with two-factor authentication: the code of the
 * authenticator app, or one of the backup codes (a lost device). Focus moves to the code field.
 */
export function TwoFactorStep({ onDone, onCancel }: { onDone: () => Promise<void>; onCancel: () => void }) {
  const { t } = useTranslation("auth");
  const [backup, setBackup] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => {
    input.current?.focus();
  }, [backup]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const value = backup ? code.trim() : code.replace(/\s/g, "");
    if (backup ? value.length < 4 : !/^\d{6}$/.test(value)) {
      setError(t(backup ? "twoFactor.backupInvalid" : "twoFactor.codeInvalid"));
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await (backup ? authClient.verifyBackupCode(value) : authClient.verifyTotp(value));
      await onDone();
    } catch (err) {
      const message = authErrorMessage(err, t);
      setError(message);
      toast.error(t("login.failedTitle"), { description: message });
      setCode("");
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-labelledby={`${id}-title`}>
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t("twoFactor.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t(backup ? "twoFactor.backupIntro" : "twoFactor.intro")}</p>
      </div>
      <FormField label={t(backup ? "twoFactor.backupLabel" : "twoFactor.codeLabel")} error={error ?? undefined}>
        <Input
          ref={input}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          inputMode={backup ? "text" : "numeric"}
          autoComplete="one-time-code"
          maxLength={backup ? 32 : 8}
          disabled={busy}
        />
      </FormField>
      <Button type="submit" variant="gradient" size="lg" disabled={busy}>
        {busy ? t("twoFactor.verifying") : t("twoFactor.verify")}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className="text-primary hover:underline"
          onClick={() => {
            setBackup((b) => !b);
            setCode("");
            setError(null);
          }}
        >
          {t(backup ? "twoFactor.useApp" : "twoFactor.useBackup")}
        </button>
        <button type="button" className="text-muted-foreground hover:underline" onClick={onCancel}>
          {t("twoFactor.back")}
        </button>
      </div>
    </form>
  );
}
