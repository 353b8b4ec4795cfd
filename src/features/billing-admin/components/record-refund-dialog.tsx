import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { type Refund, refundRecordSchema } from "@common/billing";
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
import { isoDay, useBillingFormat } from "./money";
import { useRecordRefund } from "./use-admin-refunds";

/** The common schema, with a message of its own for an empty reference (the shared key speaks of length). */
const refundFormSchema = refundRecordSchema.extend({
  reference: z.string().trim().min(1, { error: "errors.refundReference" }).pipe(refundRecordSchema.shape.reference),
});
type RefundForm = z.input<typeof refundFormSchema>;

/** Staff record a bank or crypto refund once the money went back: the day and the bank or transaction reference. */
export function RecordRefundDialog({
  code,
  refund,
  creditNote,
  currency,
}: {
  code: string;
  refund: Refund;
  creditNote: string;
  /** The credit note's currency, which the refund pays out in. */
  currency: string;
}) {
  const { t } = useTranslation("admin-billing");
  const f = useBillingFormat();
  const [open, setOpen] = useState(false);
  const record = useRecordRefund(code);
  const form = useForm<RefundForm, unknown, z.output<typeof refundFormSchema>>({
    resolver: zodResolver(refundFormSchema),
    defaultValues: { refundedOn: isoDay(), reference: "" },
  });
  const { errors } = form.formState;
  const amount = f.money(refund.amountCents, currency);

  // mutateAsync, not mutate's callbacks: the recorded refund loses this button, which unmounts the dialog.
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await record.mutateAsync({ id: refund.id, ...values });
      toast.success(t("refund.recorded", { amount, number: creditNote }));
      setOpen(false);
    } catch (err) {
      if (applyServerErrors(err, form.setError, (n) => n === "refundedOn" || n === "reference")) return;
      toast.error(serverErrorText(t, err));
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset({ refundedOn: isoDay(), reference: "" });
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          {t("refund.record")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("refund.recordTitle", { amount, number: creditNote })}</DialogTitle>
          <DialogDescription>
            {t("refund.recordDescription", { amount, method: t(`methods.${refund.method}`) })}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField label={t("refund.refundedOn")} error={errorText(t, errors.refundedOn?.message)}>
            <Input type="date" {...form.register("refundedOn")} />
          </FormField>
          <FormField
            label={t("refund.reference")}
            hint={t("refund.referenceHint")}
            error={errorText(t, errors.reference?.message)}
          >
            <Input maxLength={200} autoComplete="off" {...form.register("reference")} />
          </FormField>
          <DialogFormFooter
            cancelLabel={t("actions.cancel")}
            onCancel={() => setOpen(false)}
            submitLabel={t("refund.recordConfirm")}
            pendingLabel={t("refund.recording")}
            pending={record.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
