import { useQueryClient } from "@tanstack/react-query";
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
import { Label } from "@/components/ui/label";
import { paths } from "@/config/paths";
import { PasswordInput } from "@/features/auth/components/password-input";
import { ApiClientError, unwrap } from "@/lib/api-client";
import { ME_QUERY_KEY } from "@/lib/auth/use-auth";
import { toast } from "@/lib/toast";

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
  const queryClient = useQueryClient();
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
      queryClient.setQueryData(ME_QUERY_KEY, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== ME_QUERY_KEY[0] });
    },
    [queryClient],
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
            <form onSubmit={onDelete} noValidate className="grid gap-4">
              <div className="grid gap-2">
                <Label htmlFor={`${id}-password`}>{t("data.password")}</Label>
                <PasswordInput
                  ref={input}
                  id={`${id}-password`}
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  disabled={busy}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                />
                {error && (
                  <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
                    {error}
                  </p>
                )}
              </div>
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
