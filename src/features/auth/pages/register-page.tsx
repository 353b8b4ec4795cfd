import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2 } from "lucide-react";
import { useEffect, useId, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { Trans, useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { toast } from "@/lib/toast";
import type { z } from "zod";
import { makeSignUpSchema } from "@common/auth";
import { Button } from "@/components/ui/button";
import { PowWaitNote } from "@/components/ui/pow-wait-note";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { paths } from "@/config/paths";
import { authClient } from "@/lib/auth/auth-client";
import { PageMeta } from "@/lib/page-meta";
import { usePowAwaited } from "@/lib/pow/use-pow";
import { AuthCard } from "../components/auth-card";
import { CaptchaField } from "../components/captcha-field";
import { PasswordInput } from "../components/password-input";
import { useAuthMessages } from "../hooks/use-auth-messages";
import { useCaptcha } from "../hooks/use-captcha";
import { authErrorMessage } from "../lib/error-message";

export function RegisterPage() {
  const { t } = useTranslation("auth");
  const messages = useAuthMessages();
  const schema = useMemo(() => makeSignUpSchema(messages), [messages]);
  const captcha = useCaptcha();
  const [agreed, setAgreed] = useState(false);
  const [registered, setRegistered] = useState(false);
  const form = useForm<z.input<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { name: "", email: "", password: "" },
  });
  const busy = form.formState.isSubmitting;
  // While the sent form waits for its proof-of-work, the busy button says so.
  const powId = useId();
  const powWait = usePowAwaited() && busy;
  const [searchParams] = useSearchParams();
  const prefillEmail = searchParams.get("email");
  // The order confirmation links here with the address ordered with; set after hydration (the page is prerendered).
  useEffect(() => {
    if (prefillEmail && prefillEmail.length <= 254 && !form.getValues("email"))
      form.setValue("email", prefillEmail.trim());
  }, [prefillEmail, form]);
  const meta = <PageMeta title={t("register.metaTitle")} description={t("register.metaDescription")} noindex />;

  const onSubmit = form.handleSubmit(async (values) => {
    if (!agreed) {
      toast.error(t("register.termsRequiredTitle"), { description: t("register.termsRequiredBody") });
      return;
    }
    const answer = captcha.toAnswer();
    if (!captcha.solved || !answer) {
      toast.error(t("captcha.requiredTitle"), { description: t("captcha.requiredBody") });
      return;
    }
    try {
      await authClient.signUp(
        { name: values.name.trim(), email: values.email.trim(), password: values.password },
        answer,
      );
      toast.success(t("register.successToastTitle"), { description: t("register.successToastBody") });
      setRegistered(true);
    } catch (err) {
      toast.error(t("register.failedTitle"), { description: authErrorMessage(err, t) });
      void captcha.refresh();
    }
  });

  if (registered) {
    return (
      <AuthCard focusTitle title={t("register.successTitle")}>
        {meta}
        <div className="grid justify-items-center gap-4 text-center">
          <CheckCircle2 className="size-12 text-green-400" aria-hidden />
          <p>{t("register.successBody")}</p>
          <p className="text-sm text-muted-foreground">{t("register.successHint")}</p>
          <Button asChild variant="gradient" size="lg" className="w-full">
            <Link to={paths.login}>{t("register.goToLogin")}</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  const linkClass = "font-medium text-primary underline-offset-4 hover:underline";
  return (
    <AuthCard
      title={t("register.title")}
      subtitle={t("register.subtitle")}
      footer={
        <>
          {t("register.haveAccount")}{" "}
          <Link to={paths.login} className="font-medium text-primary hover:underline">
            {t("register.loginLink")}
          </Link>
        </>
      }
    >
      {meta}
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField label={t("register.name")} error={form.formState.errors.name?.message}>
          <Input autoComplete="name" required disabled={busy} {...form.register("name")} />
        </FormField>
        <FormField label={t("register.email")} error={form.formState.errors.email?.message}>
          <Input type="email" autoComplete="email" required disabled={busy} {...form.register("email")} />
        </FormField>
        <FormField
          label={t("register.password")}
          hint={t("register.passwordHint")}
          error={form.formState.errors.password?.message}
        >
          <PasswordInput autoComplete="new-password" required disabled={busy} {...form.register("password")} />
        </FormField>
        <div className="flex items-start gap-3">
          <Checkbox
            id="register-terms"
            checked={agreed}
            onCheckedChange={(v) => setAgreed(v === true)}
            disabled={busy}
            className="mt-0.5"
          />
          <label htmlFor="register-terms" className="text-sm leading-snug text-muted-foreground">
            <Trans
              t={t}
              i18nKey="register.terms"
              components={{
                terms: <Link to={paths.terms} className={linkClass} />,
                privacy: <Link to={paths.privacy} className={linkClass} />,
              }}
            />
          </label>
        </div>
        <CaptchaField captcha={captcha} disabled={busy} />
        <Button
          type="submit"
          variant="gradient"
          size="lg"
          disabled={busy}
          aria-describedby={powWait ? powId : undefined}
        >
          {busy ? t("register.submitting") : t("register.submit")}
        </Button>
        {powWait && <PowWaitNote id={powId} className="-mt-2 text-center" />}
      </form>
    </AuthCard>
  );
}
