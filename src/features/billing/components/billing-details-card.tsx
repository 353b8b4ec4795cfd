import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { billingDetailsSchema, type BillingDetailsInput } from "@common/billing";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { ApiClientError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useBillingDetails, useSaveBillingDetails } from "../api/billing-details";

const EMPTY: BillingDetailsInput = { company: "", address: "", taxId: "" };
const FIELDS = ["company", "address", "taxId"] as const;

/** The form itself, once the saved details are known. */
export function BillingDetailsForm({ details }: { details: BillingDetailsInput }) {
  const { t } = useTranslation("billing");
  const form = useForm<z.input<typeof billingDetailsSchema>, unknown, BillingDetailsInput>({
    resolver: zodResolver(billingDetailsSchema),
    defaultValues: details,
  });
  const save = useSaveBillingDetails();
  const busy = save.isPending;
  const errors = form.formState.errors;
  // Schema errors are keys of this namespace ("errors.company").
  const message = (key: string | undefined) => (key ? t(key) : undefined);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset(saved);
      toast.success(t("details.savedTitle"), { description: t("details.savedBody") });
    } catch (err) {
      if (err instanceof ApiClientError && err.fields) {
        for (const f of FIELDS) {
          const key = err.fields[f];
          if (key) form.setError(f, { message: key.startsWith("errors.") ? key : "errors.generic" });
        }
      }
      toast.error(t("details.failedTitle"), { description: t("details.failedBody") });
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-5">
      <FormField label={t("details.company")} error={message(errors.company?.message)}>
        <Input autoComplete="organization" disabled={busy} {...form.register("company")} />
      </FormField>
      <FormField label={t("details.address")} error={message(errors.address?.message)}>
        <Textarea rows={3} autoComplete="street-address" disabled={busy} {...form.register("address")} />
      </FormField>
      <FormField label={t("details.taxId")} hint={t("details.taxIdHint")} error={message(errors.taxId?.message)}>
        <Input disabled={busy} {...form.register("taxId")} />
      </FormField>
      <Button type="submit" variant="outline" disabled={busy} className="sm:justify-self-start">
        {busy ? t("details.saving") : t("details.save")}
      </Button>
    </form>
  );
}

/** /profile: the billing details printed on the client's invoices (company, address, tax id). */
export function BillingDetailsCard() {
  const { t } = useTranslation("billing");
  const id = useId();
  const details = useBillingDetails();

  useEffect(() => {
    if (details.error) console.warn("billing details load failed", details.error);
  }, [details.error]);

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4 border-t pt-6" id="billing-details">
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          {t("details.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("details.intro")}</p>
      </div>
      {details.isPending ? (
        <div className="flex min-h-24 items-center justify-center text-muted-foreground">
          <Spinner label={t("details.loading")} />
        </div>
      ) : details.isError ? (
        <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-destructive">
          {t("details.loadError")}
          <Button variant="link" size="inline" onClick={() => void details.refetch()}>
            {t("retry")}
          </Button>
        </p>
      ) : (
        <BillingDetailsForm details={{ ...EMPTY, ...details.data }} />
      )}
    </section>
  );
}
