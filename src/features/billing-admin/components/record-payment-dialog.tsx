import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { MANUAL_PAYMENT_METHODS, paymentRecordSchema, QUANTITY_MAX, UNIT_PRICE_MAX_CENTS } from "@common/billing";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/lib/toast";
import { errorText, serverErrorText } from "./field-error";
import { applyServerErrors } from "./line-form";
import { isoDay, majorToMinor, minorToMajor, useBillingFormat } from "./money";
import { useRecordPayment } from "./use-admin-billing";

const paymentFormSchema = (currency: string) =>
  z.object({
    method: paymentRecordSchema.shape.method,
    receivedOn: paymentRecordSchema.shape.receivedOn,
    reference: paymentRecordSchema.shape.reference,
    amount: z
      .string()
      .transform((text) => majorToMinor(text, currency))
      .pipe(
        z
          .number({ error: "errors.amount" })
          .int({ error: "errors.amount" })
          .min(1, { error: "errors.amount" })
          .max(UNIT_PRICE_MAX_CENTS * QUANTITY_MAX, { error: "errors.amount" }),
      ),
  });
type PaymentFormInput = z.input<ReturnType<typeof paymentFormSchema>>;
type PaymentFormOutput = z.output<ReturnType<typeof paymentFormSchema>>;

const selectClass =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring aria-[invalid=true]:border-destructive";

/** Staff record money received by bank transfer or in crypto; the amount starts at what is still owed. */
export function RecordPaymentDialog({
  code,
  number,
  remainingCents,
  currency,
}: {
  code: string;
  number: string;
  remainingCents: number;
  /** The invoice's currency: the amount is typed and shown in it. */
  currency: string;
}) {
  const { t } = useTranslation("admin-billing");
  const f = useBillingFormat();
  const [open, setOpen] = useState(false);
  const record = useRecordPayment(code);
  const defaults = (): PaymentFormInput => ({
    method: "bank_transfer",
    receivedOn: isoDay(),
    reference: "",
    amount: minorToMajor(remainingCents, currency),
  });
  const form = useForm<PaymentFormInput, unknown, PaymentFormOutput>({
    resolver: zodResolver(paymentFormSchema(currency)),
    defaultValues: defaults(),
  });
  const { errors } = form.formState;
  const amount = majorToMinor(useWatch({ control: form.control, name: "amount" }) ?? "", currency);

  // mutateAsync, not mutate's callbacks: a payment in full refreshes the invoice to "paid", which unmounts this
  // dialog before the mutation settles, and mutate's callbacks die with it (the toast went missing in a CI run).
  const onSubmit = form.handleSubmit(async ({ amount: amountCents, ...rest }) => {
    try {
      const { invoice } = await record.mutateAsync({ number, ...rest, amountCents });
      toast.success(
        invoice.status === "paid" ? t("payment.paidInFull", { number }) : t("payment.recorded", { number }),
      );
      setOpen(false);
    } catch (err) {
      const known = (n: string) => ["method", "receivedOn", "reference", "amount"].includes(n);
      if (applyServerErrors(err, form.setError, known)) return;
      toast.error(serverErrorText(t, err));
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset(defaults());
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          {t("payment.open")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("payment.title", { number })}</DialogTitle>
          <DialogDescription>
            {t("payment.description", { amount: f.money(remainingCents, currency) })}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField label={t("payment.method")} error={errorText(t, errors.method?.message)}>
            <select className={selectClass} {...form.register("method")}>
              {MANUAL_PAYMENT_METHODS.map((m) => (
                <option key={m} value={m}>
                  {t(`methods.${m}`)}
                </option>
              ))}
            </select>
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t("payment.receivedOn")} error={errorText(t, errors.receivedOn?.message)}>
              <Input type="date" {...form.register("receivedOn")} />
            </FormField>
            <FormField
              label={t("payment.amount", { currency })}
              hint={
                Number.isFinite(amount) && amount > remainingCents
                  ? t("payment.moreThanOwed", { amount: f.money(remainingCents, currency) })
                  : undefined
              }
              error={errorText(t, errors.amount?.message)}
            >
              <Input inputMode="decimal" autoComplete="off" {...form.register("amount")} />
            </FormField>
          </div>
          <FormField
            label={t("payment.reference")}
            hint={t("payment.referenceHint")}
            error={errorText(t, errors.reference?.message)}
          >
            <Input maxLength={200} autoComplete="off" {...form.register("reference")} />
          </FormField>
          <DialogFormFooter
            cancelLabel={t("actions.cancel")}
            onCancel={() => setOpen(false)}
            submitLabel={t("payment.confirm")}
            pendingLabel={t("payment.recording")}
            pending={record.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
