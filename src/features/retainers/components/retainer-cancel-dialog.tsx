import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { RetainerCancelWhen, RetainerView } from "@common/retainers";
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
import { toast } from "@/lib/toast";
import { useRetainerAction, type RetainerSide } from "../api/retainers";
import { day, money, retainerErrorText } from "./retainer-texts";

/**
 * "Cancel retainer": the two choices with what each means, computed by the server before anything is confirmed:
 * the last day, what was paid for the current period and is kept, any refund, and the invoices it voids.
 */
export function RetainerCancelDialog({ side, code, r }: { side: RetainerSide; code: string; r: RetainerView }) {
  const { t, i18n } = useTranslation("retainers");
  const lng = i18n.language;
  const action = useRetainerAction(side, code);
  const [open, setOpen] = useState(false);
  const [when, setWhen] = useState<RetainerCancelWhen>("period_end");
  const [error, setError] = useState<string>();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    try {
      const view = await action.mutateAsync({ kind: "cancel", when });
      setOpen(false);
      // Cancelled now, or still running until its last day: the toast says which happened.
      toast.success(
        view?.status === "cancelling" && view.endsOn
          ? t("cancelScheduled", { date: day(view.endsOn, lng) })
          : t("cancelled"),
      );
    } catch (err) {
      setError(retainerErrorText(t, err));
    }
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !action.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" className="text-red-300">
          {t("cancel")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("cancelTitle")}</DialogTitle>
          <DialogDescription>{t("cancelDescription")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
          <fieldset className="grid gap-2">
            <legend className="sr-only">{t("cancelTitle")}</legend>
            {r.cancelQuotes.map((q) => (
              <label
                key={q.when}
                className="grid cursor-pointer grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-lg border p-3 has-[:checked]:border-primary"
              >
                <input
                  type="radio"
                  name="when"
                  value={q.when}
                  checked={when === q.when}
                  onChange={() => setWhen(q.when)}
                  className="mt-1 accent-primary"
                />
                <span className="font-medium">
                  {q.when === "period_end"
                    ? t("cancelAtEnd", { date: day(q.endsOn, lng) })
                    : t("cancelNow", { date: day(q.endsOn, lng) })}
                </span>
                <span className="col-start-2 grid gap-0.5 text-sm text-muted-foreground">
                  <span>{t("keptForCurrent", { amount: money(q.currentPeriodPaidCents, r.currency, lng) })}</span>
                  <span className="font-medium text-foreground">
                    {t("refund", { amount: money(q.refundCents, r.currency, lng) })}
                  </span>
                  {q.voidedInvoices.length > 0 && <span>{t("voids", { numbers: q.voidedInvoices.join(", ") })}</span>}
                </span>
              </label>
            ))}
          </fieldset>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <DialogFormFooter
            cancelLabel={t("keep")}
            onCancel={() => setOpen(false)}
            submitLabel={t("cancelConfirm")}
            pendingLabel={t("working")}
            pending={action.isPending}
            variant="destructive"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
