import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { paths } from "@/config/paths";
import { ApiClientError, unwrap } from "@/lib/api-client";
import { forgetUser } from "@/lib/auth/use-auth";
import { toast } from "@/lib/toast";
import { CurrentPasswordField } from "./current-password-field";
import { DeletionWarnings } from "./deletion-warnings";

async function deleteAccount(password: string): Promise<void> {
  const res = await fetch("/api/me", {
    method: "DELETE",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ password }),
  });
  await unwrap<unknown>(res);
}

/** /profile: download everything we hold about me (JSON), or delete my account (password in a dialog). */
export function DataSection() {
  const { t } = useTranslation("account");
  const id = useId();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const deleted = useRef(false);

  // The signed-in caches are dropped once this page has gone (on the way home): dropped earlier, the
  // profile page would first send the signed-out visitor to /login.
  useEffect(
    () => () => {
      if (!deleted.current) return;
      forgetUser();
    },
    [],
  );

  const onDelete = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await deleteAccount(password);
      setOpen(false);
      deleted.current = true;
      toast.success(t("data.deletedTitle"), { description: t("data.deletedBody") });
      void navigate(paths.home, { replace: true });
    } catch (err) {
      const wrong =
        err instanceof ApiClientError && (err.code === "INVALID_PASSWORD" || err.code === "VALIDATION_FAILED");
      setError(wrong ? t("data.passwordWrong") : t("data.failed"));
      setPassword("");
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4 border-t pt-6">
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          {t("data.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("data.intro")}</p>
      </div>
      <Button asChild variant="outline" className="justify-self-start">
        {/* A plain link: the browser saves the attachment with the session cookie. */}
        <a href="/api/me/export" download>
          {t("data.export")}
        </a>
      </Button>
      <div className="grid gap-2">
        <h3 className="font-semibold">{t("data.deleteTitle")}</h3>
        <p className="text-sm text-muted-foreground">{t("data.deleteIntro")}</p>
        <Dialog
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            setPassword("");
            setError(null);
          }}
        >
          <DialogTrigger asChild>
            <Button type="button" variant="destructive" className="justify-self-start">
              {t("data.delete")}
            </Button>
          </DialogTrigger>
          <DialogContent
            onOpenAutoFocus={(e) => {
              e.preventDefault();
              input.current?.focus();
            }}
          >
            <DialogHeader>
              <DialogTitle>{t("data.dialogTitle")}</DialogTitle>
              <DialogDescription>{t("data.dialogBody")}</DialogDescription>
            </DialogHeader>
            {open && <DeletionWarnings />}
            <form onSubmit={onDelete} noValidate className="grid gap-4">
              <CurrentPasswordField
                label={t("data.password")}
                error={error}
                inputRef={input}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                disabled={busy}
              />
              <DialogFooter>
                <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
                  {t("data.cancel")}
                </Button>
                <Button type="submit" variant="destructive" disabled={busy || !password}>
                  {t("data.confirm")}
                </Button>
              </DialogFooter>
            </form>
          </DialogContent>
        </Dialog>
      </div>
    </section>
  );
}
