import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import type { z } from "zod";
import { LANGUAGE_NAMES, LANGUAGES } from "@common/locales";
import { makeProfileSchema, type ProfileResponse } from "@common/profile";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { ApiClientError } from "@/lib/api-client";
import { useSaveProfile } from "../hooks/use-profile";

const selectClass =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50";

const FIELD_KEYS = { USERNAME_TAKEN: ["username", "usernameTaken"], EMAIL_TAKEN: ["email", "emailTaken"] } as const;

/**
 * The account's profile. `staff` (admins) also choose the language of the e-mails they get: staff notifications
 * follow it (server/services/staff-locale.ts); a client's order e-mails follow the order's language, so clients are
 * not offered a choice that would change nothing they see.
 */
export function ProfileForm({ profile, staff = false }: { profile: ProfileResponse; staff?: boolean }) {
  const { t, i18n } = useTranslation("account");
  const schema = useMemo(
    () =>
      makeProfileSchema({
        invalidEmail: t("validation.invalidEmail"),
        fullnameMin: t("validation.fullnameMin"),
        fullnameMax: t("validation.fullnameMax"),
        usernameMin: t("validation.usernameMin"),
        usernameMax: t("validation.usernameMax"),
        bioMax: t("validation.bioMax"),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );
  const form = useForm<z.input<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: valuesOf(profile),
  });
  const save = useSaveProfile();
  const busy = save.isPending;
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { emailLocale, ...rest } = values;
      const saved = await save.mutateAsync(staff ? { ...rest, emailLocale } : rest);
      form.reset(valuesOf(saved));
      toast.success(t("profile.updatedTitle"), { description: t("profile.updatedBody") });
      if (saved.pendingEmail) {
        toast.info(t("profile.emailPendingTitle"), {
          description: t("profile.emailPendingBody", { email: saved.pendingEmail }),
        });
      }
    } catch (err) {
      let message = t("profile.failedBody");
      if (err instanceof ApiClientError) {
        const known = FIELD_KEYS[err.code as keyof typeof FIELD_KEYS];
        if (known) {
          message = t(`validation.${known[1]}`);
          form.setError(known[0], { message });
        } else if (err.message) {
          message = err.message;
        }
      }
      toast.error(t("profile.failedTitle"), { description: message });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField label={t("profile.email")} hint={t("profile.emailHint")} error={errors.email?.message}>
        <Input type="email" autoComplete="email" disabled={busy} {...form.register("email")} />
      </FormField>
      <FormField label={t("profile.fullName")} error={errors.fullname?.message}>
        <Input autoComplete="name" disabled={busy} {...form.register("fullname")} />
      </FormField>
      <FormField label={t("profile.username")} error={errors.username?.message}>
        <Input autoComplete="username" disabled={busy} {...form.register("username")} />
      </FormField>
      <FormField label={t("profile.bio")} hint={t("profile.bioHint")} error={errors.bio?.message}>
        <Textarea rows={4} disabled={busy} {...form.register("bio")} />
      </FormField>
      {staff && (
        <FormField label={t("profile.emailLanguage")} hint={t("profile.emailLanguageHint")}>
          <select className={selectClass} disabled={busy} {...form.register("emailLocale")}>
            {LANGUAGES.map((lng) => (
              <option key={lng} value={lng} lang={lng}>
                {LANGUAGE_NAMES[lng]}
              </option>
            ))}
          </select>
        </FormField>
      )}
      <Button type="submit" variant="gradient" size="lg" disabled={busy} className="sm:justify-self-start">
        {busy ? t("profile.saving") : t("profile.save")}
      </Button>
    </form>
  );
}

const valuesOf = (p: ProfileResponse) => ({
  email: p.email,
  fullname: p.fullname,
  username: p.username,
  bio: p.bio,
  emailLocale: p.emailLocale,
});
