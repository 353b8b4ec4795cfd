import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { invoiceVoidSchema, REASON_MAX } from "@common/billing";
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
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/lib/toast";
import { errorText, serverErrorText } from "./field-error";
import { applyServerErrors } from "./line-form";
import { useVoidInvoice } from "./use-admin-billing";

type VoidForm = z.input<typeof invoiceVoidSchema>;

/** Voids an issued invoice with a reason (it stays on record; a corrected one is issued anew). */
export function VoidInvoiceDialog({ code, number }: { code: string; number: string }) {
  const { t } = useTranslation("admin-billing");
  const [open, setOpen] = useState(false);
  const voidInvoice = useVoidInvoice(code);
  const form = useForm<VoidForm, unknown, z.output<typeof invoiceVoidSchema>>({
    resolver: zodResolver(invoiceVoidSchema),
    defaultValues: { reason: "" },
  });

  // mutateAsync, not mutate's callbacks: the voided invoice loses its Void button, so this dialog can unmount
  // before the mutation settles, and mutate's callbacks would die with it.
  const onSubmit = form.handleSubmit(async ({ reason }) => {
    try {
      await voidInvoice.mutateAsync({ number, reason });
      toast.success(t("void.done", { number }));
      setOpen(false);
    } catch (err) {
      if (applyServerErrors(err, form.setError, (n) => n === "reason")) return;
      toast.error(serverErrorText(t, err));
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          {t("void.open")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("void.title", { number })}</DialogTitle>
          <DialogDescription>{t("void.description")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField label={t("void.reason")} error={errorText(t, form.formState.errors.reason?.message)}>
            <Textarea maxLength={REASON_MAX} className="min-h-20" {...form.register("reason")} />
          </FormField>
          <DialogFormFooter
            cancelLabel={t("actions.cancel")}
            onCancel={() => setOpen(false)}
            submitLabel={t("void.confirm")}
            pendingLabel={t("void.voiding")}
            pending={voidInvoice.isPending}
            variant="destructive"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
