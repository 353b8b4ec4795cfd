import { zodResolver } from "@hookform/resolvers/zod";
import { FormProvider, useForm, useWatch, type Resolver } from "react-hook-form";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { type BillingLine, NOTE_MAX, quoteInputSchema } from "@common/billing";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/lib/toast";
import { errorText, serverErrorText } from "./field-error";
import { SetupIncompleteAlert, setupMissing } from "./setup-incomplete-alert";
import { applyServerErrors, emptyLine, lineToDraft, linesDraftSchemaIn } from "./line-form";
import { LineItemsEditor } from "./line-items-editor";
import { isoDay } from "./money";
import { useSendQuote } from "./use-admin-billing";

/** The quote's form; line prices are read in the chosen currency's major unit (no decimals for JPY). */
const quoteFormSchema = (currency: string) =>
  z.object({
    currency: quoteInputSchema.shape.currency.unwrap(),
    lines: linesDraftSchemaIn(currency),
    validUntil: quoteInputSchema.shape.validUntil,
    note: quoteInputSchema.shape.note,
  });
type QuoteFormInput = z.input<ReturnType<typeof quoteFormSchema>>;
type QuoteFormOutput = z.output<ReturnType<typeof quoteFormSchema>>;

/** The currencies staff may quote in after the order's own (plain ISO 4217 codes). */
export const QUOTE_CURRENCIES = ["USD", "EUR", "GBP", "JPY", "CNY", "AUD", "CAD", "CHF"] as const;

/** The order's currency first, then the usual ones, each once. */
export const quoteCurrencies = (orderCurrency: string) => [...new Set([orderCurrency, ...QUOTE_CURRENCIES])];

/** Validates with the schema of the currency the form holds at that moment. */
const quoteResolver: Resolver<QuoteFormInput, unknown, QuoteFormOutput> = (values, context, options) =>
  zodResolver(quoteFormSchema(values.currency))(values, context, options);

const selectClass =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring aria-[invalid=true]:border-destructive";

/** Days a new quote stays valid unless staff choose another date. */
export const QUOTE_VALID_DAYS = 30;

/**
 * Staff write (or revise) the quote of an order; sending it replaces the open one and e-mails the client. The quote's
 * currency defaults to the order's (or the quote being revised); line prices are typed in it.
 */
export function QuoteEditor({
  code,
  initialLines,
  initialNote = "",
  orderCurrency,
  initialCurrency = orderCurrency,
  revising,
  onDone,
  onCancel,
}: {
  code: string;
  initialLines: BillingLine[];
  initialNote?: string;
  /** The order's currency: first in the list and the default. */
  orderCurrency: string;
  /** The currency the initial lines are in (the latest quote's when revising); the order's by default. */
  initialCurrency?: string;
  revising: boolean;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation("admin-billing");
  const send = useSendQuote(code);
  const form = useForm<QuoteFormInput, unknown, QuoteFormOutput>({
    resolver: quoteResolver,
    defaultValues: {
      currency: initialCurrency,
      lines: initialLines.length ? initialLines.map((l) => lineToDraft(l, initialCurrency)) : [emptyLine()],
      validUntil: isoDay(QUOTE_VALID_DAYS),
      note: initialNote,
    },
  });
  const { errors } = form.formState;
  const currency = useWatch({ control: form.control, name: "currency" });
  const currencies = useMemo(() => {
    const names = new Intl.DisplayNames(i18n.language, { type: "currency" });
    const list = quoteCurrencies(orderCurrency);
    if (!list.includes(initialCurrency)) list.splice(1, 0, initialCurrency);
    return list.map((c) => ({ code: c, label: `${c} · ${names.of(c) ?? c}` }));
  }, [i18n.language, orderCurrency, initialCurrency]);
  const [missing, setMissing] = useState<ReturnType<typeof setupMissing>>(null);

  // mutateAsync, not mutate's callbacks: the refreshed billing may unmount this form before the mutation settles.
  const onSubmit = form.handleSubmit(async (values) => {
    setMissing(null);
    try {
      await send.mutateAsync(values);
      toast.success(t(revising ? "quote.revised" : "quote.sent"));
      onDone();
    } catch (err) {
      const setup = setupMissing(err);
      if (setup) return setMissing(setup);
      const known = (name: string) =>
        /^(lines(\.\d+\.(description|quantity|unitPrice))?|validUntil|note|currency)$/.test(name);
      if (applyServerErrors(err, form.setError, known)) return;
      toast.error(serverErrorText(t, err));
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 rounded-xl border bg-background/40 p-3">
        <h5 className="text-sm font-semibold">{t(revising ? "quote.reviseTitle" : "quote.newTitle")}</h5>
        {revising && <p className="text-xs text-muted-foreground">{t("quote.replacesHint")}</p>}
        <FormField
          label={t("quote.currency")}
          hint={t("quote.currencyHint")}
          error={errorText(t, errors.currency?.message)}
        >
          <select className={selectClass} {...form.register("currency")}>
            {currencies.map((c) => (
              <option key={c.code} value={c.code}>
                {c.label}
              </option>
            ))}
          </select>
        </FormField>
        <LineItemsEditor currency={currency} />
        <FormField label={t("quote.validUntil")} error={errorText(t, errors.validUntil?.message)}>
          <Input type="date" {...form.register("validUntil")} />
        </FormField>
        <FormField label={t("quote.note")} hint={t("quote.noteHint")} error={errorText(t, errors.note?.message)}>
          <Textarea maxLength={NOTE_MAX} className="min-h-16" {...form.register("note")} />
        </FormField>
        {missing && <SetupIncompleteAlert missing={missing} />}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="gradient" disabled={send.isPending}>
            {send.isPending ? t("quote.sending") : t("quote.send")}
          </Button>
          <Button variant="outline" onClick={onCancel} disabled={send.isPending}>
            {t("actions.cancel")}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
