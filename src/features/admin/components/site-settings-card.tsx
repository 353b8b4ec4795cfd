import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import { adminSettingsSchema, type AdminSettingsInput } from "@common/admin";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { QueryState } from "@/components/admin/query-state";
import { useAdminSettings, useSaveSettings } from "../api/insights";

/** The agency's name, the addresses, then the social profiles (an https address, or empty: no link on the site). */
const FIELDS = [
  ["brandName", "text"],
  ["staffEmail", "email"],
  ["salesEmail", "email"],
  ["supportEmail", "email"],
  ["legalEmail", "email"],
  ["socialX", "url"],
  ["socialInstagram", "url"],
] as const;

/** The site's addresses and profiles (Settings): the toast says "saved" once the server stored them. */
export function SiteSettingsCard() {
  const { t } = useTranslation("admin");
  const settings = useAdminSettings();
  const save = useSaveSettings();
  const form = useForm<AdminSettingsInput>({ resolver: zodResolver(adminSettingsSchema) });
  const { reset } = form;
  // The fields appear once the form holds the loaded values (reset runs after the render that brought the data).
  const [filled, setFilled] = useState(false);
  useEffect(() => {
    if (!settings.data) return;
    reset(settings.data);
    setFilled(true);
  }, [settings.data, reset]);

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => toast.success(t("settings.saved")),
      onError: () => toast.error(t("settings.failed")),
    }),
  );

  if (!settings.data || !filled)
    return <QueryState isError={settings.isError} onRetry={() => void settings.refetch()} className="h-96 max-w-2xl" />;
  return (
    <Card className="max-w-2xl">
      <CardContent className="pt-6">
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          {FIELDS.map(([name, type]) => {
            const error = form.formState.errors[name]?.message;
            return (
              <FormField
                key={name}
                label={t(`settings.${name}`)}
                hint={t(`settings.${name}Hint`)}
                error={error && t(error)}
              >
                <Input type={type} autoComplete="off" {...form.register(name)} />
              </FormField>
            );
          })}
          <div>
            <Button type="submit" variant="gradient" disabled={save.isPending}>
              {save.isPending ? t("settings.saving") : t("settings.save")}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
