import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useMemo } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { makeChangePasswordSchema } from "@common/account";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput, useAuthMessages } from "@/features/auth";
import { ApiClientError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useChangePassword } from "../api/account-security";

/** /profile: change the password while signed in (the current one required); every other session is signed out. */
export function PasswordSection() {
  const { t } = useTranslation("account");
  const id = useId();
  const messages = useAuthMessages();
  const schema = useMemo(
    () =>
      makeChangePasswordSchema(messages)
        .omit({ revokeOtherSessions: true })
        .extend({ confirm: z.string() })
        .refine((v) => v.confirm === v.newPassword, { path: ["confirm"], error: t("security.password.mismatch") }),
    [messages, t],
  );
  const form = useForm<z.input<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: "", newPassword: "", confirm: "" },
  });
  const change = useChangePassword();
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      form.reset();
      toast.success(t("security.password.changedTitle"), { description: t("security.password.changedBody") });
    } catch (err) {
      const code = err instanceof ApiClientError ? err.code : "";
      if (code === "INVALID_PASSWORD") form.setError("currentPassword", { message: t("security.password.wrong") });
      else if (code === "PASSWORD_TOO_WEAK") form.setError("newPassword", { message: t("security.password.weak") });
      else toast.error(t("security.password.failed"));
    }
  });

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4 border-t pt-6" id="password">
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          {t("security.password.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("security.password.intro")}</p>
      </div>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField label={t("security.password.current")} error={errors.currentPassword?.message}>
          <PasswordInput autoComplete="current-password" {...form.register("currentPassword")} />
        </FormField>
        <FormField label={t("security.password.new")} error={errors.newPassword?.message}>
          <PasswordInput autoComplete="new-password" {...form.register("newPassword")} />
        </FormField>
        <FormField label={t("security.password.confirm")} error={errors.confirm?.message}>
          <PasswordInput autoComplete="new-password" {...form.register("confirm")} />
        </FormField>
        <Button type="submit" className="justify-self-start" disabled={change.isPending}>
          {change.isPending ? t("security.password.saving") : t("security.password.save")}
        </Button>
      </form>
    </section>
  );
}
