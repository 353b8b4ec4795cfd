import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { PRICE_NOTICE_DAYS } from "@common/retainer-terms";
import type { RetainerView } from "@common/retainers";
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
import { useRetainerAction } from "../api/retainers";
import { day, money, retainerErrorText } from "./retainer-texts";

/**
 * Staff: give the client notice of the plan's list price (issue 42). What it changes and from when is the server's
 * own computation (`listPrice.appliesFrom`), shown before staff confirm; the client is e-mailed on confirming.
 */
export function RetainerPriceDialog({
  code,
  r,
  listPrice,
}: {
  code: string;
  r: RetainerView;
  listPrice: NonNullable<RetainerView["listPrice"]>;
}) {
  const { t, i18n } = useTranslation("retainers");
  const lng = i18n.language;
  const action = useRetainerAction("staff", code);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    try {
      await action.mutateAsync({ kind: "priceNotice" });
      setOpen(false);
      toast.success(t("priceNotice.done"));
    } catch (err) {
      setError(retainerErrorText(t, err));
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (action.isPending) return;
        setError(undefined);
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          {t("priceNotice.open")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("priceNotice.title")}</DialogTitle>
          <DialogDescription>
            {t("priceNotice.description", {
              amount: money(listPrice.amountCents, r.currency, lng),
              current: money(r.amountCents, r.currency, lng),
              date: day(listPrice.appliesFrom, lng),
              days: PRICE_NOTICE_DAYS,
            })}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
          {r.priceChange && (
            <p className="text-sm">
              {t("priceNotice.replaces", {
                noticed: day(r.priceChange.noticedOn, lng),
                amount: money(r.priceChange.amountCents, r.currency, lng),
                date: day(r.priceChange.from, lng),
              })}
            </p>
          )}
          <p className="text-sm text-muted-foreground">{t("priceNotice.mail")}</p>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <DialogFormFooter
            cancelLabel={t("priceNotice.cancel")}
            onCancel={() => setOpen(false)}
            submitLabel={t("priceNotice.confirm")}
            pendingLabel={t("working")}
            pending={action.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
