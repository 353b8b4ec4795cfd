import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { computeTotals, LINE_MAX } from "@common/billing";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { errorText } from "./field-error";
import { draftSubtotal, emptyLine, type LineDraft } from "./line-form";
import { useBillingFormat } from "./money";

interface LinesForm {
  lines: LineDraft[];
}

/**
 * The line items of a quote or an invoice, inside the caller's react-hook-form (FormProvider): description,
 * quantity and unit price in the document's currency per line, lines added and removed, and the total as staff type.
 * With a tax rate (basis points) the tax and the total with tax are shown too.
 */
export function LineItemsEditor({
  taxRateBp,
  disabled,
  currency,
}: {
  taxRateBp?: number;
  disabled?: boolean;
  /** The document's currency: prices are typed in its major unit and totals shown in it. */
  currency: string;
}) {
  const { t } = useTranslation("admin-billing");
  const f = useBillingFormat();
  const { control, register, formState } = useFormContext<LinesForm>();
  const { fields, append, remove } = useFieldArray({ control, name: "lines" });
  const lines = useWatch({ control, name: "lines" }) ?? [];
  const subtotal = draftSubtotal(lines, currency);
  const totals = taxRateBp
    ? computeTotals([{ description: "-", quantity: 1, unitPriceCents: subtotal }], taxRateBp)
    : null;
  const errors = formState.errors.lines;
  const listError = errors?.root?.message ?? errors?.message;

  return (
    <fieldset className="grid gap-3" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium">{t("lines.title")}</legend>
      <ol className="grid gap-3">
        {fields.map((field, i) => {
          const n = i + 1;
          const e = errors?.[i];
          const qty = Number(lines[i]?.quantity);
          const lineTotal = draftSubtotal(lines[i] ? [lines[i]] : [], currency);
          return (
            <li key={field.id} className="grid gap-2 rounded-lg border bg-background/40 p-3">
              <div className="flex items-center justify-between gap-2">
                <span className="text-xs font-medium text-muted-foreground">{t("lines.line", { n })}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => remove(i)}
                  disabled={fields.length <= 1}
                  aria-label={t("lines.remove", { n })}
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
              <FormField label={t("lines.description")} error={errorText(t, e?.description?.message)}>
                <Input
                  aria-label={t("lines.descriptionN", { n })}
                  maxLength={300}
                  autoComplete="off"
                  {...register(`lines.${i}.description`)}
                />
              </FormField>
              <div className="grid grid-cols-2 gap-2">
                <FormField label={t("lines.quantity")} error={errorText(t, e?.quantity?.message)}>
                  <Input
                    aria-label={t("lines.quantityN", { n })}
                    inputMode="numeric"
                    autoComplete="off"
                    {...register(`lines.${i}.quantity`)}
                  />
                </FormField>
                <FormField label={t("lines.unitPrice", { currency })} error={errorText(t, e?.unitPrice?.message)}>
                  <Input
                    aria-label={t("lines.unitPriceN", { n, currency })}
                    inputMode="decimal"
                    autoComplete="off"
                    {...register(`lines.${i}.unitPrice`)}
                  />
                </FormField>
              </div>
              {Number.isInteger(qty) && qty > 1 && (
                <p className="text-right text-xs text-muted-foreground">
                  {t("lines.lineTotal", { amount: f.money(lineTotal, currency) })}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      {listError && (
        <p role="alert" className="text-sm text-destructive">
          {errorText(t, listError)}
        </p>
      )}
      <div>
        <Button variant="outline" size="sm" onClick={() => append(emptyLine())} disabled={fields.length >= LINE_MAX}>
          <Plus aria-hidden />
          {t("lines.add")}
        </Button>
      </div>
      <dl className="grid gap-1 text-sm" aria-live="polite">
        {totals ? (
          <>
            <div className="flex justify-between gap-2">
              <dt className="text-muted-foreground">{t("totals.subtotal")}</dt>
              <dd>{f.money(totals.subtotalCents, currency)}</dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt className="text-muted-foreground">{t("totals.tax", { rate: f.rate(taxRateBp ?? 0) })}</dt>
              <dd>{f.money(totals.taxCents, currency)}</dd>
            </div>
            <div className="flex justify-between gap-2 font-semibold">
              <dt>{t("totals.total")}</dt>
              <dd>{f.money(totals.totalCents, currency)}</dd>
            </div>
          </>
        ) : (
          <div className="flex justify-between gap-2 font-semibold">
            <dt>{t("totals.total")}</dt>
            <dd>{f.money(subtotal, currency)}</dd>
          </div>
        )}
      </dl>
    </fieldset>
  );
}
