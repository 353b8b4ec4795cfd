import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { Trans, useTranslation } from "react-i18next";
import { z } from "zod";
import { REASON_MAX } from "@common/billing";
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
import { Textarea } from "@/components/ui/textarea";
import { ApiClientError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { errorText, serverErrorText } from "./field-error";
import { majorToMinor, useBillingFormat } from "./money";
import { useDecideCancellation } from "./use-admin-refunds";

export type DecisionKind = "approve" | "approve_other" | "decline";

const reason = z.string().trim().min(3, { error: "errors.decisionReason" }).max(REASON_MAX, { error: "errors.reason" });

/** The decision's form: the other amount in the order's currency (at most what was paid) and the reason staff must give. */
function decisionSchema(kind: DecisionKind, paidCents: number, currency: string) {
  return z.object({
    amount:
      kind === "approve_other"
        ? z
            .string()
            .transform((text) => majorToMinor(text, currency))
            .pipe(
              z
                .number({ error: "errors.refundAmount" })
                .int({ error: "errors.refundAmount" })
                .min(0, { error: "errors.refundAmount" })
                .max(paidCents, { error: "errors.refundOverPaid" }),
            )
        : z
            .string()
            .optional()
            .transform(() => undefined),
    reason:
      kind === "approve"
        ? z
            .string()
            .optional()
            .transform(() => "")
        : reason,
  });
}
type DecisionFormInput = { amount: string | undefined; reason: string | undefined };
type DecisionFormOutput = { amount: number | undefined; reason: string };

/**
 * One of the three answers to a pending cancellation, confirmed in a dialog: approve what the policy computed,
 * approve another amount (with a reason), or decline (with a reason).
 */
export function CancellationDecisionDialog({
  code,
  kind,
  computedCents,
  paidCents,
  currency,
}: {
  code: string;
  kind: DecisionKind;
  computedCents: number | null;
  paidCents: number;
  /** The order's currency: the amounts are in it and the other amount is typed in it. */
  currency: string;
}) {
  const { t } = useTranslation("admin-billing");
  const f = useBillingFormat();
  const [open, setOpen] = useState(false);
  const decide = useDecideCancellation(code);
  const schema = useMemo(() => decisionSchema(kind, paidCents, currency), [kind, paidCents, currency]);
  const form = useForm<DecisionFormInput, unknown, DecisionFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: { amount: "", reason: "" },
  });
  const { errors } = form.formState;
  const computed = computedCents === null ? "" : f.money(computedCents, currency);
  const label =
    kind !== "approve"
      ? t(`cancellation.${kind}`)
      : computedCents === null
        ? t("cancellation.approveUnavailable")
        : t("cancellation.approve", { amount: computed });

  // mutateAsync, not mutate's callbacks: the decided request loses these buttons, which unmounts this dialog.
  const onSubmit = form.handleSubmit(async ({ amount, reason: why }) => {
    const input =
      kind === "approve"
        ? { decision: kind }
        : kind === "approve_other"
          ? { decision: kind, amountCents: amount, reason: why }
          : { decision: kind, reason: why };
    try {
      const { cancellation } = await decide.mutateAsync(input as Parameters<typeof decide.mutateAsync>[0]);
      const approved = cancellation.request?.approvedCents ?? amount ?? computedCents ?? 0;
      toast.success(
        kind === "decline"
          ? t("cancellation.declined", { code })
          : t("cancellation.approved", { code, amount: f.money(approved, currency) }),
      );
      setOpen(false);
    } catch (err) {
      if (err instanceof ApiClientError && err.code === "REFUND_EXCEEDS_PAID" && kind === "approve_other") {
        form.setError("amount", { type: "server", message: t("errors.refundOverPaid") });
        return;
      }
      if (err instanceof ApiClientError && err.fields?.reason) {
        form.setError("reason", { type: "server", message: "errors.decisionReason" });
        return;
      }
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
        <Button
          variant={kind === "approve" ? "gradient" : kind === "decline" ? "destructive" : "outline"}
          size="sm"
          disabled={kind === "approve" && computedCents === null}
        >
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {/* The order code never splits across lines at its hyphen. */}
            <Trans
              t={t}
              i18nKey={`cancellation.${kind}Title`}
              values={{ code, amount: computed }}
              components={{ nowrap: <span className="whitespace-nowrap" /> }}
            />
          </DialogTitle>
          <DialogDescription>
            {kind === "decline"
              ? t("cancellation.declineDescription")
              : t("cancellation.approveDescription", { paid: f.money(paidCents, currency) })}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          {kind === "approve_other" && (
            <FormField
              label={t("cancellation.amount", { currency })}
              hint={t("cancellation.amountHint", { paid: f.money(paidCents, currency) })}
              error={errorText(t, errors.amount?.message)}
            >
              <Input inputMode="decimal" autoComplete="off" {...form.register("amount")} />
            </FormField>
          )}
          {kind !== "approve" && (
            <FormField
              label={t("cancellation.reason")}
              hint={t("cancellation.reasonHint")}
              error={errorText(t, errors.reason?.message)}
            >
              <Textarea maxLength={REASON_MAX} className="min-h-20" {...form.register("reason")} />
            </FormField>
          )}
          <DialogFormFooter
            cancelLabel={t("actions.cancel")}
            onCancel={() => setOpen(false)}
            submitLabel={t(`cancellation.${kind}Confirm`, { amount: computed })}
            pendingLabel={t("cancellation.sending")}
            pending={decide.isPending}
            variant={kind === "decline" ? "destructive" : "gradient"}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
