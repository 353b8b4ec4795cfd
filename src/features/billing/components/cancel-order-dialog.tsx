import { XCircle } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { REASON_MAX } from "@common/billing";
import { type CancellationView, REVIEW_BUSINESS_DAYS } from "@common/refund-policy";
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
import { paths } from "@/config/paths";
import { ApiClientError } from "@/lib/api-client";
import { focusElement, rescueFocus } from "@/lib/focus";
import { toast } from "@/lib/toast";
import { useRequestCancellation } from "../api/order-cancellation";
import { RefundExplanation } from "./refund-explanation";
import { MilestonesQuoteList } from "@/features/milestones";

const KNOWN_ERRORS = ["CANCELLATION_PENDING", "ORDER_NOT_CANCELLABLE"];

/**
 * "Cancel order": a dialog that says, before anything is sent, what the Refund Policy gives back and why, takes
 * an optional reason, and asks to cancel (or cancels at once when nothing was paid or invoiced). `returnTo` takes
 * focus afterwards, since the button has gone.
 */
export function CancelOrderDialog({
  orderCode,
  view,
  returnTo,
}: {
  orderCode: string;
  view: CancellationView;
  returnTo: React.RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation("billing");
  const request = useRequestCancellation(orderCode);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const sent = useRef(false);
  const busy = request.isPending;
  const immediate = view.immediate;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await request.mutateAsync(reason.trim());
      sent.current = true;
      setOpen(false);
      toast.success(t(immediate ? "cancel.doneImmediate" : "cancel.doneRequested"));
    } catch (err) {
      const code = err instanceof ApiClientError && KNOWN_ERRORS.includes(err.code) ? err.code : "generic";
      toast.error(t("cancel.failedTitle"), { description: t(`cancel.errors.${code}`) });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        if (next) setReason("");
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline" className="justify-self-start">
          <XCircle aria-hidden />
          {t("cancel.button")}
        </Button>
      </DialogTrigger>
      <DialogContent
        onCloseAutoFocus={(e) => {
          if (!sent.current) return;
          e.preventDefault();
          if (!focusElement(returnTo.current)) rescueFocus();
        }}
      >
        <DialogHeader>
          <DialogTitle>
            {/* The order code never breaks at its hyphen. */}
            <Trans
              t={t}
              i18nKey="cancel.title"
              values={{ code: orderCode }}
              components={{ nowrap: <span className="whitespace-nowrap" /> }}
            />
          </DialogTitle>
          <DialogDescription asChild>
            <div className="grid gap-2">
              <RefundExplanation view={view} />
              <MilestonesQuoteList milestones={view.milestones} progressPercent={view.progressPercent} />
              <p>
                <Link to={paths.refund} target="_blank" className="text-primary underline underline-offset-4">
                  {t("cancel.policyLink")}
                </Link>
              </p>
            </div>
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
          <FormField label={t("cancel.reason")} hint={t("quote.reasonHint")}>
            <Textarea
              rows={3}
              maxLength={REASON_MAX}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              disabled={busy}
            />
          </FormField>
          {!immediate && (
            <p className="text-sm text-muted-foreground">{t("cancel.timing", { days: REVIEW_BUSINESS_DAYS })}</p>
          )}
          <DialogFormFooter
            cancelLabel={t("cancel.keep")}
            onCancel={() => setOpen(false)}
            submitLabel={t(immediate ? "cancel.confirmImmediate" : "cancel.confirm")}
            pendingLabel={t("cancel.sending")}
            pending={busy}
            variant="destructive"
            cancelVariant="ghost"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
