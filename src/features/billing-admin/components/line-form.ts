import { z } from "zod";
import { billingLineSchema, LINE_MAX, type BillingLineInput } from "@common/billing";
import { ApiClientError } from "@/lib/api-client";
import { majorToMinor, minorToMajor } from "./money";

/** A line as staff type it: quantity and unit price (in the document's currency's major unit) are text until the form is sent. */
export interface LineDraft {
  description: string;
  quantity: string;
  unitPrice: string;
}

export const emptyLine = (): LineDraft => ({ description: "", quantity: "1", unitPrice: "" });

export const lineToDraft = (l: BillingLineInput, currency = "USD"): LineDraft => ({
  description: l.description,
  quantity: String(l.quantity),
  unitPrice: minorToMajor(l.unitPriceCents, currency),
});

const wholeNumber = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/**
 * The form's text turned into the shared line schema's numbers, with that schema's checks and error keys,
 * each error on the form's own field (unitPrice, not unitPriceCents). The unit price is typed in the currency's
 * major unit with its digits (none for JPY) and stored in its minor unit.
 */
export const lineDraftSchemaIn = (currency: string) =>
  z
    .object({
      description: billingLineSchema.shape.description,
      quantity: z.string().transform(wholeNumber).pipe(billingLineSchema.shape.quantity),
      unitPrice: z
        .string()
        .transform((text) => majorToMinor(text, currency))
        .pipe(billingLineSchema.shape.unitPriceCents),
    })
    .transform(({ unitPrice, ...line }): BillingLineInput => ({ ...line, unitPriceCents: unitPrice }));

export const lineDraftSchema = lineDraftSchemaIn("USD");

export const linesDraftSchemaIn = (currency: string) =>
  z.array(lineDraftSchemaIn(currency)).min(1, { error: "errors.lines" }).max(LINE_MAX, { error: "errors.lines" });

export const linesDraftSchema = linesDraftSchemaIn("USD");

/** Live total of the lines typed so far in a currency's minor unit (lines not yet readable count as zero). */
export function draftSubtotal(lines: readonly LineDraft[], currency = "USD"): number {
  return lines.reduce((sum, l) => {
    const q = Number(l.quantity);
    const p = majorToMinor(l.unitPrice, currency);
    return Number.isInteger(q) && q > 0 && Number.isFinite(p) ? sum + q * p : sum;
  }, 0);
}

/** The server names fields as the shared schemas do ("lines.1.unitPriceCents"); the form names them its way. */
const RENAMES: Record<string, string> = { unitPriceCents: "unitPrice", amountCents: "amount" };
export function formFieldName(serverField: string): string {
  return serverField
    .split(".")
    .map((p) => RENAMES[p] ?? p)
    .join(".");
}

/**
 * Puts the server's field errors on the form's fields; returns false when the error named none of them
 * (the caller then shows a toast). Messages are keys of errors.* when the server's schema wrote them.
 */
export function applyServerErrors(
  error: unknown,
  setError: (name: never, e: { type: string; message: string }) => void,
  known: (name: string) => boolean,
): boolean {
  if (!(error instanceof ApiClientError) || !error.fields) return false;
  let any = false;
  for (const [field, message] of Object.entries(error.fields)) {
    const name = formFieldName(field);
    if (!known(name)) continue;
    setError(name as never, { type: "server", message });
    any = true;
  }
  return any;
}
