import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { toast } from "@/lib/toast";
import type { z } from "zod";
import { makeSignInSchema } from "@common/auth";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { paths } from "@/config/paths";
import { ApiClientError } from "@/lib/api-client";
import { authClient } from "@/lib/auth/auth-client";
import { refreshMe } from "@/lib/auth/me-store";
import { PageMeta } from "@/lib/page-meta";
import { usePowSolving } from "@/lib/pow/use-pow";
import { AuthCard } from "../components/auth-card";
import { CaptchaField } from "../components/captcha-field";
import { PasswordInput } from "../components/password-input";
import { TwoFactorStep } from "../components/two-factor-step";
import { useAuthMessages } from "../hooks/use-auth-messages";
import { useCaptcha } from "../hooks/use-captcha";
import { authErrorMessage } from "../lib/error-message";

/**
 * Where to go after signing in: back to the page that sent the user here (the guards keep it as router state), else
 * the admin area for an admin and the dashboard for a client.
 */
function returnPath(state: unknown, isAdmin: boolean): string {
  const from = (state as { from?: { pathname?: string; search?: string } } | null)?.from;
  if (from?.pathname) return `${from.pathname}${from.search ?? ""}`;
  return isAdmin ? paths.admin.dashboard : paths.dashboard;
}

export function LoginPage() {
  const { t } = useTranslation("auth");
  const messages = useAuthMessages();
  const schema = useMemo(() => makeSignInSchema(messages), [messages]);
  const navigate = useNavigate();
  const location = useLocation();
  const captcha = useCaptcha();
  const [notConfirmed, setNotConfirmed] = useState(false);
  // After the password, an account with two-factor authentication is asked for its code (same page).
  const [needsCode, setNeedsCode] = useState(false);
  const form = useForm<z.input<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: "", password: "" },
  });
  const busy = form.formState.isSubmitting;
  // What the Login button waits for, each said under it while it lasts: the question, the background proof-of-work.
  const powSolving = usePowSolving();
  const waiting = busy ? [] : [...(captcha.solved ? [] : ["captcha"]), ...(powSolving ? ["pow"] : [])];

  const signedIn = async () => {
    toast.success(t("login.successTitle"), { description: t("login.successBody") });
    const me = await refreshMe().catch(() => null);
    // An admin without two-factor authentication sets it up first (the admin area requires it).
    if (me?.isAdmin && !me.user.twoFactorEnabled) {
      toast.info(t("guard.twoFactorTitle"), { description: t("guard.twoFactorBody") });
      void navigate({ pathname: paths.profile, hash: "#two-factor" }, { replace: true });
      return;
    }
    void navigate(returnPath(location.state, me?.isAdmin === true), { replace: true });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const answer = captcha.toAnswer();
    if (!captcha.solved || !answer) {
      toast.error(t("captcha.requiredTitle"), { description: t("captcha.requiredBody") });
      return;
    }
    setNotConfirmed(false);
    try {
      const result = await authClient.signIn({ email: values.email.trim(), password: values.password }, answer);
      if (result?.twoFactorRedirect) {
        setNeedsCode(true);
        return;
      }
      await signedIn();
    } catch (err) {
      if (err instanceof ApiClientError && err.code === "EMAIL_NOT_VERIFIED") setNotConfirmed(true);
      toast.error(t("login.failedTitle"), { description: authErrorMessage(err, t) });
      void captcha.refresh();
    }
  });

  return (
    <AuthCard
      title={t("login.title")}
      subtitle={t("login.subtitle")}
      footer={
        <>
          {t("login.noAccount")}{" "}
          <Link to={paths.register} className="font-medium text-primary hover:underline">
            {t("login.registerLink")}
          </Link>
        </>
      }
    >
      <PageMeta title={t("login.metaTitle")} description={t("login.metaDescription")} noindex />
      {notConfirmed && (
        <Alert variant="warning">
          <AlertTitle>{t("login.notConfirmedTitle")}</AlertTitle>
          <AlertDescription>{t("login.notConfirmedBody")}</AlertDescription>
        </Alert>
      )}
      {needsCode ? (
        <TwoFactorStep
          onDone={signedIn}
          onCancel={() => {
            setNeedsCode(false);
            form.setValue("password", "");
            void captcha.refresh();
          }}
        />
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField label={t("login.email")} error={form.formState.errors.email?.message}>
            <Input type="email" autoComplete="email" required disabled={busy} {...form.register("email")} />
          </FormField>
          <div className="grid gap-2">
            <FormField label={t("login.password")} error={form.formState.errors.password?.message}>
              <PasswordInput autoComplete="current-password" required disabled={busy} {...form.register("password")} />
            </FormField>
            <Link to={paths.forgotPassword} className="justify-self-end text-sm text-primary hover:underline">
              {t("login.forgot")}
            </Link>
          </div>
          <CaptchaField captcha={captcha} disabled={busy} />
          <Button
            type="submit"
            variant="gradient"
            size="lg"
            disabled={busy || waiting.length > 0}
            aria-describedby={waiting.map((w) => `login-waiting-${w}`).join(" ") || undefined}
          >
            {busy ? t("login.submitting") : t("login.submit")}
          </Button>
          {/* A disabled button says what it waits for. */}
          {waiting.length > 0 && (
            <div className="-mt-2 grid gap-1 text-center text-sm text-muted-foreground">
              {waiting.includes("captcha") && <p id="login-waiting-captcha">{t("login.waitingCaptcha")}</p>}
              {waiting.includes("pow") && <p id="login-waiting-pow">{t("login.waitingPow")}</p>}
            </div>
          )}
        </form>
      )}
    </AuthCard>
  );
}
