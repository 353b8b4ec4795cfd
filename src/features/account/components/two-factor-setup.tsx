import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ApiClientError } from "@/lib/api-client";
import { authClient } from "@/lib/auth/auth-client";

/** The key of an otpauth:// URI, in groups of four for typing into an app by hand. */
const manualKey = (uri: string) => (new URL(uri).searchParams.get("secret") ?? "").replace(/(.{4})(?=.)/g, "$1 ");

/** The otpauth URI drawn as a QR code; the encoder is loaded only when someone sets up 2FA. */
function QrCode({ uri, label }: { uri: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import("qrcode").then((qr) =>
      qr.toDataURL(uri, { margin: 2, width: 200, errorCorrectionLevel: "M" }).then((url) => live && setSrc(url)),
    );
    return () => {
      live = false;
    };
  }, [uri]);
  return src ? (
    <img src={src} alt={label} width={200} height={200} className="rounded-md bg-white" />
  ) : (
    <div className="size-[200px] animate-pulse rounded-md bg-muted" aria-hidden />
  );
}

/** Step 2 of the set-up: scan (or type the key), then a first code turns two-factor authentication on. */
export function TwoFactorConfirm({ totpURI, onConfirmed }: { totpURI: string; onConfirmed: () => void }) {
  const { t } = useTranslation("account");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const value = code.replace(/\s/g, "");
    if (!/^\d{6}$/.test(value)) {
      setError(t("twoFactor.codeInvalid"));
      input.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await authClient.verifyTotp(value);
      onConfirmed();
    } catch (err) {
      setError(err instanceof ApiClientError && err.status === 429 ? t("twoFactor.tooMany") : t("twoFactor.codeWrong"));
      setCode("");
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <p className="text-sm text-muted-foreground">{t("twoFactor.scan")}</p>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <QrCode uri={totpURI} label={t("twoFactor.qrAlt")} />
        <div className="grid min-w-0 gap-1">
          <p className="text-sm font-medium">{t("twoFactor.manualKey")}</p>
          <code className="break-words rounded-md bg-muted px-2 py-1 font-mono text-sm" data-testid="totp-key">
            {manualKey(totpURI)}
          </code>
        </div>
      </div>
      <FormField label={t("twoFactor.firstCode")} error={error ?? undefined}>
        <Input
          ref={input}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          disabled={busy}
        />
      </FormField>
      <Button type="submit" disabled={busy} className="justify-self-start">
        {t("twoFactor.confirm")}
      </Button>
    </form>
  );
}

/** Step 3: the backup codes, shown once, to copy or download. */
export function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation("account");
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const text = codes.join("\n");
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: "text/plain" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = "umbra-backup-codes.txt";
    a.click();
    URL.revokeObjectURL(url);
  };
  const [copied, setCopied] = useState(false);
  return (
    <div className="grid gap-3">
      <h3 ref={heading} tabIndex={-1} className="font-semibold outline-none">
        {t("twoFactor.codesTitle")}
      </h3>
      <p className="text-sm text-muted-foreground">{t("twoFactor.codesIntro")}</p>
      <ul
        className="grid grid-cols-2 gap-2 rounded-md bg-muted p-3 font-mono text-sm"
        aria-label={t("twoFactor.codesTitle")}
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true))}
        >
          {copied ? t("twoFactor.copied") : t("twoFactor.copy")}
        </Button>
        <Button type="button" variant="outline" onClick={download}>
          {t("twoFactor.download")}
        </Button>
        <Button type="button" onClick={onDone}>
          {t("twoFactor.done")}
        </Button>
      </div>
    </div>
  );
}
