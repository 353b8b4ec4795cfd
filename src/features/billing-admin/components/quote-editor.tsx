import { zodResolver } from "@hookform/resolvers/zod";
import { FormProvider, useForm } from "react-hook-form";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { NOTE_MAX, quoteInputSchema } from "@common/billing";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/lib/toast";
import type { BillingLine } from "../types";
import { errorText, serverErrorText } from "./field-error";
import { SetupIncompleteAlert, setupMissing } from "./setup-incomplete-alert";
import { applyServerErrors, emptyLine, lineToDraft, linesDraftSchema } from "./line-form";
import { LineItemsEditor } from "./line-items-editor";
import { isoDay } from "./money";
import { useSendQuote } from "./use-admin-billing";

const quoteFormSchema = z.object({
  lines: linesDraftSchema,
  validUntil: quoteInputSchema.shape.validUntil,
  note: quoteInputSchema.shape.note,
});
type QuoteFormInput = z.input<typeof quoteFormSchema>;
type QuoteFormOutput = z.output<typeof quoteFormSchema>;

/** Days a new quote stays valid unless staff choose another date. */
export const QUOTE_VALID_DAYS = 30;

/** Staff write (or revise) the quote of an order; sending it replaces the open one and e-mails the client. */
export function QuoteEditor({
  code,
  initialLines,
  initialNote = "",
  revising,
  onDone,
  onCancel,
}: {
  code: string;
  initialLines: BillingLine[];
  initialNote?: string;
  revising: boolean;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("admin-billing");
  const send = useSendQuote(code);
  const form = useForm<QuoteFormInput, unknown, QuoteFormOutput>({
    resolver: zodResolver(quoteFormSchema),
    defaultValues: {
      lines: initialLines.length ? initialLines.map(lineToDraft) : [emptyLine()],
      validUntil: isoDay(QUOTE_VALID_DAYS),
      note: initialNote,
    },
  });
  const { errors } = form.formState;
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
      const known = (name: string) => /^(lines(\.\d+\.(description|quantity|unitPrice))?|validUntil|note)$/.test(name);
      if (applyServerErrors(err, form.setError, known)) return;
      toast.error(serverErrorText(t, err));
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 rounded-xl border bg-background/40 p-3">
        <h5 className="text-sm font-semibold">{t(revising ? "quote.reviseTitle" : "quote.newTitle")}</h5>
        {revising && <p className="text-xs text-muted-foreground">{t("quote.replacesHint")}</p>}
        <LineItemsEditor />
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
