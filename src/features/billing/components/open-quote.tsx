import { X } from "lucide-react";
import { useRef, useState, type FormEvent, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { type OrderBilling, type Quote, REASON_MAX } from "@common/billing";
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
import { ApiClientError } from "@/lib/api-client";
import { focusElement, rescueFocus } from "@/lib/focus";
import { toast } from "@/lib/toast";
import { useQuoteDecision } from "../api/order-billing";
import { today, useBillingFormat } from "../format";
import { AcceptQuoteDialog } from "./accept-quote-dialog";
import { totalRows } from "./document-totals";
import { LinesTable } from "./lines-table";

const KNOWN_ERRORS = ["QUOTE_NOT_OPEN", "QUOTE_EXPIRED"];

/** The element id of the open quote: the dashboard's "Quote to answer" links to the order page with #quote. */
export const OPEN_QUOTE_ANCHOR = "quote";

/**
 * The open quote of an order: its lines, total, validity and note, with Accept (confirmed in a summary dialog) and
 * Decline (an optional reason, asked in a dialog). `returnTo` is the heading that takes focus once the buttons
 * have gone.
 */
export function OpenQuote({
  orderCode,
  quote,
  terms,
  returnTo,
}: {
  orderCode: string;
  quote: Quote;
  terms: OrderBilling["terms"];
  returnTo: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation("billing");
  const f = useBillingFormat();
  const decide = useQuoteDecision(orderCode);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const decided = useRef(false);
  const expired = quote.validUntil < today();
  const busy = decide.isPending;

  const fail = (err: unknown) => {
    const code = err instanceof ApiClientError && KNOWN_ERRORS.includes(err.code) ? err.code : "generic";
    toast.error(t("quote.failedTitle"), { description: t(`quote.errors.${code}`) });
  };

  const accept = async () => {
    try {
      const { invoice } = await decide.mutateAsync({ version: quote.version, decision: "accept" });
      toast.success(t("quote.acceptedTitle"), {
        description: invoice ? t("quote.acceptedInvoice", { number: invoice.number }) : t("quote.acceptedBody"),
      });
      // The quote (and its dialog) may leave with the refreshed billing before the dialog closes: focus goes to
      // the billing heading, not to <body>.
      requestAnimationFrame(() => rescueFocus(returnTo.current));
      return true;
    } catch (err) {
      fail(err);
      return false;
    }
  };

  const decline = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const trimmed = reason.trim();
      await decide.mutateAsync({
        version: quote.version,
        decision: "decline",
        ...(trimmed ? { reason: trimmed } : {}),
      });
      decided.current = true;
      setOpen(false);
      toast.success(t("quote.declinedTitle"), { description: t("quote.declinedBody") });
    } catch (err) {
      fail(err);
    }
  };

  return (
    <div
      id={OPEN_QUOTE_ANCHOR}
      tabIndex={-1}
      className="grid min-w-0 scroll-mt-24 gap-3 rounded-lg border border-border p-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:p-4"
      data-testid="open-quote"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-medium">{t("quote.version", { version: quote.version })}</p>
        <p className={`text-sm ${expired ? "text-destructive" : "text-muted-foreground"}`}>
          {expired
            ? t("quote.expiredOn", { date: f.day(quote.validUntil) })
            : t("quote.validUntil", { date: f.day(quote.validUntil) })}
        </p>
      </div>
      <LinesTable
        lines={quote.lines}
        currency={quote.currency}
        caption={t("quote.linesCaption", { version: quote.version })}
        totals={totalRows(quote, t, f.percent)}
      />
      {quote.note && (
        <div className="grid gap-1">
          <p className="text-sm font-medium">{t("quote.note")}</p>
          <p className="text-sm whitespace-pre-line text-muted-foreground">{quote.note}</p>
        </div>
      )}
      {expired ? (
        <p className="text-sm text-muted-foreground">{t("quote.expiredHint")}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t("quote.acceptHint")}</p>
          <div className="flex flex-wrap gap-2">
            <AcceptQuoteDialog quote={quote} terms={terms} busy={busy} onAccept={accept} returnTo={returnTo} />
            <Dialog
              open={open}
              onOpenChange={(next) => {
                if (busy) return;
                setOpen(next);
                if (next) setReason("");
              }}
            >
              <DialogTrigger asChild>
                <Button type="button" variant="outline" disabled={busy}>
                  <X aria-hidden />
                  {t("quote.decline")}
                </Button>
              </DialogTrigger>
              <DialogContent
                onCloseAutoFocus={(e) => {
                  // After a decline the trigger has gone: the billing heading takes focus instead.
                  if (!decided.current) return;
                  e.preventDefault();
                  if (!focusElement(returnTo.current)) rescueFocus();
                }}
              >
                <DialogHeader>
                  <DialogTitle>{t("quote.declineTitle", { version: quote.version })}</DialogTitle>
                  <DialogDescription>{t("quote.declineBody")}</DialogDescription>
                </DialogHeader>
                <form onSubmit={(e) => void decline(e)} noValidate className="grid gap-4">
                  <FormField label={t("quote.reason")} hint={t("quote.reasonHint")}>
                    <Textarea
                      rows={4}
                      maxLength={REASON_MAX}
                      value={reason}
                      onChange={(e) => setReason(e.target.value)}
                      disabled={busy}
                    />
                  </FormField>
                  <DialogFormFooter
                    cancelLabel={t("quote.cancel")}
                    onCancel={() => setOpen(false)}
                    submitLabel={t("quote.confirmDecline")}
                    pendingLabel={t("quote.declining")}
                    pending={busy}
                    variant="destructive"
                    cancelVariant="ghost"
                  />
                </form>
              </DialogContent>
            </Dialog>
          </div>
        </>
      )}
    </div>
  );
}
