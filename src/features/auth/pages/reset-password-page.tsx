import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2 } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { z } from "zod";
import { newPassword } from "@common/auth";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { paths } from "@/config/paths";
import { ApiClientError } from "@/lib/api-client";
import { authClient } from "@/lib/auth/auth-client";
import { PageMeta } from "@/lib/page-meta";
import { AuthCard } from "../components/auth-card";
import { PasswordInput } from "../components/password-input";
import { useAuthMessages } from "../hooks/use-auth-messages";
import { authErrorMessage } from "../lib/error-message";

type Phase = "form" | "done" | "invalid";

export function ResetPasswordPage() {
  const { t } = useTranslation("auth");
  const messages = useAuthMessages();
  const [params] = useSearchParams();
  // Read after mount: the page is prerendered without a query string.
  const [token, setToken] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>("form");
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const tk = params.get("token");
    setToken(tk);
    if (!tk || params.get("error")) setPhase("invalid");
  }, [params]);

  const schema = useMemo(
    () =>
      z
        .object({ password: newPassword(messages), confirm: z.string() })
        .refine((v) => v.password === v.confirm, { path: ["confirm"], message: t("reset.mismatch") }),
    [messages, t],
  );
  const form = useForm<z.input<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { password: "", confirm: "" },
  });
  const busy = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    if (!token) return;
    setError(null);
    try {
      await authClient.resetPassword(token, password);
      setPhase("done");
    } catch (err) {
      if (err instanceof ApiClientError && err.code === "INVALID_TOKEN") setPhase("invalid");
      else setError(authErrorMessage(err, t));
    }
  });

  const meta = <PageMeta title={t("reset.metaTitle")} description={t("reset.metaDescription")} noindex />;
  if (phase === "done") {
    return (
      <AuthCard title={t("reset.doneTitle")}>
        {meta}
        <div className="grid justify-items-center gap-4 text-center">
          <CheckCircle2 className="size-12 text-green-400" aria-hidden />
          <p>{t("reset.doneBody")}</p>
          <Button asChild variant="gradient" size="lg" className="w-full">
            <Link to={paths.login}>{t("reset.goToLogin")}</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }
  if (phase === "invalid") {
    return (
      <AuthCard title={t("reset.invalidTitle")}>
        {meta}
        <p className="text-center text-muted-foreground">{t("reset.invalidBody")}</p>
        <Button asChild variant="gradient" size="lg">
          <Link to={paths.forgotPassword}>{t("reset.requestNew")}</Link>
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("reset.title")} subtitle={t("reset.subtitle")}>
      {meta}
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {error && (
          <Alert variant="destructive">
            <AlertTitle>{t("reset.failedTitle")}</AlertTitle>
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
        <FormField label={t("reset.newPassword")} error={form.formState.errors.password?.message}>
          <PasswordInput autoComplete="new-password" required disabled={busy} {...form.register("password")} />
        </FormField>
        <FormField label={t("reset.confirmPassword")} error={form.formState.errors.confirm?.message}>
          <PasswordInput autoComplete="new-password" required disabled={busy} {...form.register("confirm")} />
        </FormField>
        <Button type="submit" variant="gradient" size="lg" disabled={busy || !token}>
          {busy ? t("reset.submitting") : t("reset.submit")}
        </Button>
      </form>
    </AuthCard>
  );
}
