import { Check, ExternalLink } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { OrderBilling, Quote } from "@common/billing";
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
import { paths } from "@/config/paths";
import { focusElement, rescueFocus } from "@/lib/focus";
import { useBillingFormat } from "../format";
import { totalRows } from "./document-totals";
import { LinesTable } from "./lines-table";

/**
 * Accepting a quote is binding (its invoice is issued at once), so the button opens a summary first: the lines,
 * net, tax and the gross total its invoice will carry, when the invoice will be due (the seller's payment term),
 * and the terms of service.
 * Cancel returns focus to the button; after acceptance the button has gone and `returnTo` takes focus.
 */
export function AcceptQuoteDialog({
  quote,
  terms,
  busy,
  onAccept,
  returnTo,
}: {
  quote: Quote;
  terms: OrderBilling["terms"];
  busy: boolean;
  /** Resolves true when the quote was accepted. */
  onAccept: () => Promise<boolean>;
  returnTo: React.RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation("billing");
  const f = useBillingFormat();
  const [open, setOpen] = useState(false);
  const accepted = useRef(false);

  const confirm = async () => {
    if (!(await onAccept())) return;
    accepted.current = true;
    setOpen(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="gradient" disabled={busy}>
          <Check aria-hidden />
          {t("quote.accept")}
        </Button>
      </DialogTrigger>
      <DialogContent
        className="max-h-[90dvh] overflow-y-auto sm:max-w-xl"
        onCloseAutoFocus={(e) => {
          // After acceptance the trigger has gone with the open quote: the billing heading takes focus instead.
          if (!accepted.current) return;
          e.preventDefault();
          if (!focusElement(returnTo.current)) rescueFocus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t("quote.confirmTitle", { version: quote.version })}</DialogTitle>
          <DialogDescription>{t("quote.confirmBody")}</DialogDescription>
        </DialogHeader>
        <div className="grid min-w-0 gap-4">
          <LinesTable
            lines={quote.lines}
            currency={quote.currency}
            caption={t("quote.linesCaption", { version: quote.version })}
            totals={totalRows(quote, t, f.percent)}
          />
          <div className="grid gap-1.5 text-sm">
            <h3 className="font-medium">{t("quote.paymentTerms")}</h3>
            <p className="text-muted-foreground">
              {terms.paymentTermDays === 0
                ? t("quote.dueOnIssue")
                : t("quote.dueInDays", { count: terms.paymentTermDays })}
              {/* The quote's own figures (its tax rate is its invoice's), never the settings' rate of today. */}{" "}
              {quote.taxRateBp > 0 || quote.taxCents > 0
                ? t("quote.invoiceForTax", {
                    total: f.money(quote.totalCents, quote.currency),
                    rate: f.percent(quote.taxRateBp),
                    tax: f.money(quote.taxCents, quote.currency),
                  })
                : t("quote.invoiceFor", { total: f.money(quote.totalCents, quote.currency) })}
            </p>
            <p className="text-muted-foreground">{t("quote.validUntil", { date: f.day(quote.validUntil) })}</p>
            <p>
              {/* Inline, not flex: on a phone the text wraps and the icon stays after its last word. */}
              <Link to={paths.terms} target="_blank" className="text-primary underline underline-offset-4">
                {t("quote.termsLink")}
                <ExternalLink aria-hidden className="ml-1 inline-block size-3.5 align-[-0.125em]" />
              </Link>
            </p>
          </div>
        </div>
        <DialogFooter>
          <Button type="button" variant="ghost" disabled={busy} onClick={() => setOpen(false)}>
            {t("quote.cancel")}
          </Button>
          <Button type="button" variant="gradient" disabled={busy} onClick={() => void confirm()}>
            <Check aria-hidden />
            {busy ? t("quote.accepting") : t("quote.confirmAccept")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
