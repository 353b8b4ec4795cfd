import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { authClient } from "@/lib/auth/auth-client";
import { refreshMe as askMe } from "@/lib/auth/me-store";
import { useAuth } from "@/lib/auth/use-auth";
import { toast } from "@/lib/toast";
import { CurrentPasswordField } from "./current-password-field";
import { BackupCodes, TwoFactorConfirm } from "./two-factor-setup";

type Step =
  | { kind: "idle" }
  | { kind: "password"; action: "enable" | "disable" }
  | { kind: "confirm"; uri: string; codes: string[] }
  | { kind: "codes"; codes: string[] };

/** /profile#two-factor: set up (password → QR code → first code → backup codes) or turn off (password). */
export function TwoFactorSection() {
  const { t } = useTranslation("account");
  const { user, isAdmin } = useAuth();
  const location = useLocation();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const enabled = user?.twoFactorEnabled === true;

  // The admin guard sends an admin without 2FA here: bring the section into view and focus.
  useEffect(() => {
    if (location.hash !== "#two-factor") return;
    heading.current?.scrollIntoView({ block: "start" });
    heading.current?.focus();
  }, [location.hash]);
  useEffect(() => {
    if (step.kind === "password") passwordInput.current?.focus();
  }, [step]);

  const refreshMe = () => askMe().catch(() => null);

  const onPassword = async (e: FormEvent) => {
    e.preventDefault();
    if (step.kind !== "password") return;
    if (!password) {
      setError(t("twoFactor.passwordRequired"));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      if (step.action === "enable") {
        const { totpURI, backupCodes } = await authClient.enableTwoFactor(password);
        setStep({ kind: "confirm", uri: totpURI, codes: backupCodes });
      } else {
        await authClient.disableTwoFactor(password);
        await refreshMe();
        setStep({ kind: "idle" });
        toast.success(t("twoFactor.disabledToast"));
      }
      setPassword("");
    } catch {
      setError(t("twoFactor.passwordWrong"));
      passwordInput.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} id="two-factor" className="grid scroll-mt-24 gap-4 border-t pt-6">
      <div className="grid gap-1">
        <h2 ref={heading} id={`${id}-title`} tabIndex={-1} className="text-xl font-semibold outline-none">
          {t("twoFactor.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("twoFactor.intro")}</p>
        <p className="text-sm font-medium">{t(enabled ? "twoFactor.statusOn" : "twoFactor.statusOff")}</p>
      </div>
      {isAdmin && !enabled && (
        <Alert variant="warning">
          <AlertDescription>{t("twoFactor.adminRequired")}</AlertDescription>
        </Alert>
      )}
      {step.kind === "idle" && (
        <Button
          type="button"
          variant={enabled ? "outline" : "default"}
          className="justify-self-start"
          onClick={() => {
            setError(null);
            setStep({ kind: "password", action: enabled ? "disable" : "enable" });
          }}
        >
          {t(enabled ? "twoFactor.disable" : "twoFactor.enable")}
        </Button>
      )}
      {step.kind === "password" && (
        <form onSubmit={onPassword} noValidate className="grid gap-3">
          <CurrentPasswordField
            label={t("twoFactor.password")}
            error={error}
            inputRef={passwordInput}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            disabled={busy}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={busy} variant={step.action === "disable" ? "destructive" : "default"}>
              {t(step.action === "enable" ? "twoFactor.continue" : "twoFactor.disableConfirm")}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setStep({ kind: "idle" })}>
              {t("twoFactor.cancel")}
            </Button>
          </div>
        </form>
      )}
      {step.kind === "confirm" && (
        <TwoFactorConfirm
          totpURI={step.uri}
          onConfirmed={() => {
            toast.success(t("twoFactor.enabledToast"));
            void refreshMe();
            setStep({ kind: "codes", codes: step.codes });
          }}
        />
      )}
      {step.kind === "codes" && (
        <BackupCodes
          codes={step.codes}
          onDone={() => {
            setStep({ kind: "idle" });
            void refreshMe();
          }}
        />
      )}
    </section>
  );
}
