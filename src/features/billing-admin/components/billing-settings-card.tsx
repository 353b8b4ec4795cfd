import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useMemo, useState } from "react";
import { Controller, useForm, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { sellerSettingsSchema, type SellerSettings } from "@common/billing";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/lib/toast";
import { errorText } from "./field-error";
import { applyServerErrors } from "./line-form";
import { dollarsToCents } from "./money";
import { useBillingSettings, useSaveBillingSettings } from "./use-admin-billing";

const s = sellerSettingsSchema.shape;
/** The settings as staff type them: the tax rate in percent (two decimals at most), the term in whole days. */
const settingsFormSchema = z.object({
  legalName: s.legalName,
  address: s.address,
  taxId: s.taxId,
  bankDetails: s.bankDetails,
  cryptoAddresses: s.cryptoAddresses,
  taxRate: z
    .string()
    // "19,5" % → 1950 basis points: the same hundredths arithmetic as dollars to cents.
    .transform(dollarsToCents)
    .pipe(z.number({ error: "errors.taxRate" }).int().min(0).max(10_000, { error: "errors.taxRate" })),
  paymentTermDays: z
    .string()
    .transform((d) => (/^\s*\d+\s*$/.test(d) ? Number(d) : Number.NaN))
    .pipe(z.number({ error: "errors.paymentTerm" }).int().min(0).max(365, { error: "errors.paymentTerm" })),
  bankTransferEnabled: s.bankTransferEnabled,
  cryptoEnabled: s.cryptoEnabled,
  taxIdNone: s.taxIdNone,
  timeZone: s.timeZone,
});
type SettingsFormInput = z.input<typeof settingsFormSchema>;
type SettingsFormOutput = z.output<typeof settingsFormSchema>;

export const toSettingsForm = ({ taxRateBp, paymentTermDays, ...rest }: SellerSettings): SettingsFormInput => ({
  ...rest,
  taxRate: String(taxRateBp / 100),
  paymentTermDays: String(paymentTermDays),
});

export const fromSettingsForm = ({ taxRate, ...rest }: SettingsFormOutput): SellerSettings => ({
  ...rest,
  taxRateBp: taxRate,
});

const TEXT_FIELDS = ["legalName", "taxId"] as const;

/** Every IANA zone the browser knows, and the saved one even if it does not (it stays selectable). */
function timeZones(current: string | undefined): string[] {
  const all = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const zones = all.includes("UTC") ? [...all] : ["UTC", ...all];
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}
const selectClass =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring aria-[invalid=true]:border-destructive";
const AREA_FIELDS = ["address", "bankDetails", "cryptoAddresses"] as const;
const SWITCHES = ["bankTransferEnabled", "cryptoEnabled"] as const;

/** Admin → Settings: the seller's identity printed on invoices and the terms and payment methods offered. */
export function BillingSettingsCard() {
  const { t } = useTranslation("admin-billing");
  const settings = useBillingSettings();
  const save = useSaveBillingSettings();
  const id = useId();
  const form = useForm<SettingsFormInput, unknown, SettingsFormOutput>({ resolver: zodResolver(settingsFormSchema) });
  const { reset } = form;
  const { errors } = form.formState;
  // The fields appear once the form holds the loaded values (reset runs after the render that brought the data; until
  // then the fields would show empty).
  const [filled, setFilled] = useState(false);
  useEffect(() => {
    if (!settings.data) return;
    reset(toSettingsForm(settings.data));
    setFilled(true);
  }, [settings.data, reset]);
  const zones = useMemo(() => timeZones(settings.data?.timeZone), [settings.data?.timeZone]);

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(fromSettingsForm(values), {
      onSuccess: () => toast.success(t("settings.saved")),
      onError: (err) => {
        const rename = (n: string) => (n === "taxRateBp" ? "taxRate" : n);
        const known = (n: string) => n in settingsFormSchema.shape;
        if (
          applyServerErrors(
            err,
            (name, e) => form.setError(rename(name as string) as never, e),
            (n) => known(rename(n)),
          )
        )
          return;
        toast.error(t("settings.failed"));
      },
    }),
  );

  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle>{t("settings.title")}</CardTitle>
        <CardDescription>{t("settings.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {!settings.data || !filled ? (
          settings.isError ? (
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <p role="alert">{t("settings.loadFailed")}</p>
              <Button variant="outline" size="sm" onClick={() => void settings.refetch()}>
                {t("actions.retry")}
              </Button>
            </div>
          ) : (
            <div aria-busy="true">
              <Skeleton className="h-64" />
              <span className="sr-only">{t("panel.loading")}</span>
            </div>
          )
        ) : (
          <form onSubmit={onSubmit} noValidate className="grid gap-5">
            {TEXT_FIELDS.map((name) => (
              <FormField key={name} label={t(`settings.${name}`)} error={errorText(t, errors[name]?.message)}>
                <Input autoComplete="off" maxLength={name === "taxId" ? 50 : 200} {...form.register(name)} />
              </FormField>
            ))}
            <SettingsCheckbox form={form} name="taxIdNone" id={id} />
            {AREA_FIELDS.map((name) => (
              <FormField
                key={name}
                label={t(`settings.${name}`)}
                hint={t(`settings.${name}Hint`)}
                error={errorText(t, errors[name]?.message)}
              >
                <Textarea rows={3} maxLength={name === "address" ? 500 : 1000} {...form.register(name)} />
              </FormField>
            ))}
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField
                label={t("settings.taxRate")}
                hint={t("settings.taxRateHint")}
                error={errorText(t, errors.taxRate?.message)}
              >
                <Input inputMode="decimal" autoComplete="off" {...form.register("taxRate")} />
              </FormField>
              <FormField
                label={t("settings.paymentTermDays")}
                hint={t("settings.paymentTermDaysHint")}
                error={errorText(t, errors.paymentTermDays?.message)}
              >
                <Input inputMode="numeric" autoComplete="off" {...form.register("paymentTermDays")} />
              </FormField>
            </div>
            <FormField
              label={t("settings.timeZone")}
              hint={t("settings.timeZoneHint")}
              error={errorText(t, errors.timeZone?.message)}
            >
              <select className={selectClass} {...form.register("timeZone")}>
                {zones.map((z) => (
                  <option key={z} value={z}>
                    {z.replaceAll("_", " ")}
                  </option>
                ))}
              </select>
            </FormField>
            <fieldset className="grid gap-3">
              <legend className="mb-1 text-sm font-medium">{t("settings.methods")}</legend>
              {SWITCHES.map((name) => (
                <SettingsCheckbox key={name} form={form} name={name} id={id} />
              ))}
            </fieldset>
            <div>
              <Button type="submit" variant="gradient" disabled={save.isPending}>
                {save.isPending ? t("settings.saving") : t("settings.save")}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}

/** A checkbox with its label and hint (the payment-method switches and "We have no tax ID"). */
function SettingsCheckbox({
  form,
  name,
  id,
}: {
  form: UseFormReturn<SettingsFormInput, unknown, SettingsFormOutput>;
  name: "bankTransferEnabled" | "cryptoEnabled" | "taxIdNone";
  id: string;
}) {
  const { t } = useTranslation("admin-billing");
  return (
    <div className="flex items-start gap-3">
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Checkbox
            id={`${id}-${name}`}
            checked={field.value}
            onCheckedChange={(v) => field.onChange(v === true)}
            onBlur={field.onBlur}
            ref={field.ref}
            aria-describedby={`${id}-${name}-hint`}
            className="mt-0.5"
          />
        )}
      />
      <div className="grid gap-0.5">
        <label htmlFor={`${id}-${name}`} className="text-sm leading-snug">
          {t(`settings.${name}`)}
        </label>
        <p id={`${id}-${name}-hint`} className="text-xs text-muted-foreground">
          {t(`settings.${name}Hint`)}
        </p>
      </div>
    </div>
  );
}
