import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { z } from "zod";
import { makeEmailSchema } from "@common/auth";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PowWaitNote } from "@/components/ui/pow-wait-note";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { paths } from "@/config/paths";
import { authClient } from "@/lib/auth/auth-client";
import { usePowAwaited, usePowPrefetch } from "@/lib/pow/use-pow";
import { PageMeta } from "@/lib/page-meta";
import { AuthCard } from "../components/auth-card";
import { useAuthMessages } from "../hooks/use-auth-messages";
import { authErrorMessage } from "../lib/error-message";

export function ForgotPasswordPage() {
  const { t } = useTranslation("auth");
  usePowPrefetch();
  const messages = useAuthMessages();
  const schema = useMemo(() => makeEmailSchema(messages), [messages]);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { email: "" } });
  const busy = form.formState.isSubmitting;
  // While the sent form waits for its proof-of-work, the busy button says so.
  const powId = useId();
  const powWait = usePowAwaited() && busy;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setError(null);
    try {
      await authClient.requestPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (err) {
      setError(authErrorMessage(err, t));
    }
  });

  const back = (
    <Link to={paths.login} className="font-medium text-primary hover:underline">
      {t("forgot.backToLogin")}
    </Link>
  );

  return (
    <AuthCard title={t("forgot.title")} subtitle={sentTo ? undefined : t("forgot.subtitle")} footer={back}>
      <PageMeta title={t("forgot.metaTitle")} description={t("forgot.metaDescription")} noindex />
      {sentTo ? (
        <Alert variant="success">
          <MailCheck aria-hidden className="size-4" />
          <AlertTitle>{t("forgot.sentTitle")}</AlertTitle>
          <AlertDescription>{t("forgot.sentBody", { email: sentTo })}</AlertDescription>
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          {error && (
            <Alert variant="destructive">
              <AlertTitle>{t("forgot.failedTitle")}</AlertTitle>
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          )}
          <FormField label={t("forgot.email")} error={form.formState.errors.email?.message}>
            <Input type="email" autoComplete="email" required disabled={busy} {...form.register("email")} />
          </FormField>
          <Button
            type="submit"
            variant="gradient"
            size="lg"
            disabled={busy}
            aria-describedby={powWait ? powId : undefined}
          >
            {busy ? t("forgot.submitting") : t("forgot.submit")}
          </Button>
          {powWait && <PowWaitNote id={powId} className="-mt-2 text-center" />}
        </form>
      )}
    </AuthCard>
  );
}
