import { zodResolver } from "@hookform/resolvers/zod";
import { FormProvider, useForm } from "react-hook-form";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { type BillingLine, invoiceIssueSchema } from "@common/billing";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/lib/toast";
import { errorText, serverErrorText } from "./field-error";
import { SetupIncompleteAlert, setupMissing } from "./setup-incomplete-alert";
import { applyServerErrors, emptyLine, lineToDraft, linesDraftSchemaIn } from "./line-form";
import { LineItemsEditor } from "./line-items-editor";
import { useBillingSettings, useIssueInvoice } from "./use-admin-billing";

const invoiceFormSchema = (currency: string) =>
  z.object({
    lines: linesDraftSchemaIn(currency),
    /** Empty: the settings' payment term applies. */
    dueDate: z
      .string()
      .transform((d) => d || undefined)
      .pipe(invoiceIssueSchema.shape.dueDate),
  });
type InvoiceFormInput = z.input<ReturnType<typeof invoiceFormSchema>>;
type InvoiceFormOutput = z.output<ReturnType<typeof invoiceFormSchema>>;

/** Staff issue an invoice directly (without a quote): lines and an optional due date; it can never be edited. */
export function IssueInvoiceForm({
  code,
  initialLines,
  currency,
  onDone,
  onCancel,
}: {
  code: string;
  initialLines: BillingLine[];
  /** The order's currency, which the invoice is issued in: prices are typed in it. */
  currency: string;
  onDone: (number: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("admin-billing");
  const issue = useIssueInvoice(code);
  const settings = useBillingSettings();
  const form = useForm<InvoiceFormInput, unknown, InvoiceFormOutput>({
    resolver: zodResolver(invoiceFormSchema(currency)),
    defaultValues: {
      lines: initialLines.length ? initialLines.map((l) => lineToDraft(l, currency)) : [emptyLine()],
      dueDate: "",
    },
  });
  const { errors } = form.formState;
  const [missing, setMissing] = useState<ReturnType<typeof setupMissing>>(null);
  const term = settings.data?.paymentTermDays;

  // mutateAsync, not mutate's callbacks: the refreshed billing may unmount this form before the mutation settles.
  const onSubmit = form.handleSubmit(async (values) => {
    setMissing(null);
    try {
      const { invoice } = await issue.mutateAsync(values);
      toast.success(t("invoice.issued", { number: invoice.number }));
      onDone(invoice.number);
    } catch (err) {
      const setup = setupMissing(err);
      if (setup) return setMissing(setup);
      const known = (name: string) => /^(lines(\.\d+\.(description|quantity|unitPrice))?|dueDate)$/.test(name);
      if (applyServerErrors(err, form.setError, known)) return;
      toast.error(serverErrorText(t, err));
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 rounded-xl border bg-background/40 p-3">
        <h5 className="text-sm font-semibold">{t("invoice.newTitle")}</h5>
        <p className="text-xs text-muted-foreground">{t("invoice.finalHint")}</p>
        <LineItemsEditor taxRateBp={settings.data?.taxRateBp} currency={currency} />
        <FormField
          label={t("invoice.dueDate")}
          hint={term === undefined ? t("invoice.dueDateHintPlain") : t("invoice.dueDateHint", { count: term })}
          error={errorText(t, errors.dueDate?.message)}
        >
          <Input type="date" {...form.register("dueDate")} />
        </FormField>
        {missing && <SetupIncompleteAlert missing={missing} />}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="gradient" disabled={issue.isPending}>
            {issue.isPending ? t("invoice.issuing") : t("invoice.issue")}
          </Button>
          <Button variant="outline" onClick={onCancel} disabled={issue.isPending}>
            {t("actions.cancel")}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
