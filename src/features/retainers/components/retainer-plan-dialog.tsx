import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { RetainerPlanOption, RetainerView } from "@common/retainers";
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
import { money, retainerErrorText } from "./retainer-texts";

/**
 * "Change plan": the other tiers of the service at the same cadence, each with what moving today costs or gives
 * back for the rest of the period (the server's proration, shown before confirming).
 */
export function RetainerPlanDialog({ side, code, r }: { side: RetainerSide; code: string; r: RetainerView }) {
  const { t, i18n } = useTranslation(["retainers", "orders"]);
  const lng = i18n.language;
  const action = useRetainerAction(side, code);
  const [open, setOpen] = useState(false);
  const [tierId, setTierId] = useState(r.planOptions[0]?.tierId);
  const [error, setError] = useState<string>();
  const cadence = r.everyMonths === 1 ? t("perMonth") : t("everyMonths", { n: r.everyMonths });
  const effect = (o: RetainerPlanOption) => {
    if (o.differenceCents === 0) return t("planNoDifference");
    const args = {
      amount: money(Math.abs(o.differenceCents), r.currency, lng),
      days: o.daysLeft,
      of: o.periodDays,
    };
    return t(`planEffect.${o.billing}`, args);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!tierId) return;
    setError(undefined);
    try {
      await action.mutateAsync({ kind: "plan", tierId });
      setOpen(false);
      toast.success(t("planChanged", { tier: t(`orders:tiers.${tierId}`, { defaultValue: tierId }) }));
    } catch (err) {
      setError(retainerErrorText(t, err));
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (action.isPending) return;
        if (next) setTierId(r.planOptions[0]?.tierId);
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          {t("changePlan")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("changePlanTitle")}</DialogTitle>
          <DialogDescription>{t("changePlanDescription")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
          <fieldset className="grid gap-2">
            <legend className="sr-only">{t("changePlanTitle")}</legend>
            {r.planOptions.map((o) => (
              <label
                key={o.tierId}
                className="flex cursor-pointer gap-3 rounded-lg border p-3 has-[:checked]:border-primary"
              >
                <input
                  type="radio"
                  name="tier"
                  value={o.tierId}
                  checked={tierId === o.tierId}
                  onChange={() => setTierId(o.tierId)}
                  className="mt-1"
                />
                <span className="grid gap-1 text-sm">
                  <span className="font-medium">
                    {t(`orders:tiers.${o.tierId}`, { defaultValue: o.tierId })} ·{" "}
                    {money(o.amountCents, r.currency, lng)} {cadence}
                  </span>
                  <span className="text-muted-foreground">{effect(o)}</span>
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
            submitLabel={t("changePlanConfirm")}
            pendingLabel={t("working")}
            pending={action.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
