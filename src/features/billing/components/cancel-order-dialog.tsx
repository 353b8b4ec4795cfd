import { XCircle } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { REASON_MAX } from "@common/billing";
import { REVIEW_BUSINESS_DAYS } from "@common/refund-policy";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { paths } from "@/config/paths";
import { ApiClientError } from "@/lib/api-client";
import { focusElement, rescueFocus } from "@/lib/focus";
import { toast } from "@/lib/toast";
import { useRequestCancellation } from "../api/order-cancellation";
import type { CancellationView } from "../types";
import { RefundExplanation } from "./refund-explanation";

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
  const id = useId();
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
              <p>
                <Link to={paths.refund} target="_blank" className="text-primary underline underline-offset-4">
                  {t("cancel.policyLink")}
                </Link>
              </p>
            </div>
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-reason`}>{t("cancel.reason")}</Label>
            <Textarea
              id={`${id}-reason`}
              rows={3}
              maxLength={REASON_MAX}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              disabled={busy}
              aria-describedby={`${id}-reason-hint`}
            />
            <p id={`${id}-reason-hint`} className="text-xs text-muted-foreground">
              {t("quote.reasonHint")}
            </p>
          </div>
          {!immediate && (
            <p className="text-sm text-muted-foreground">{t("cancel.timing", { days: REVIEW_BUSINESS_DAYS })}</p>
          )}
          <DialogFooter>
            <Button type="button" variant="ghost" disabled={busy} onClick={() => setOpen(false)}>
              {t("cancel.keep")}
            </Button>
            <Button type="submit" variant="destructive" disabled={busy}>
              {busy ? t("cancel.sending") : t(immediate ? "cancel.confirmImmediate" : "cancel.confirm")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
