import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { ApiClientError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useDeletePriceList } from "../api/catalog";
import { serverMessage } from "../lib/catalog-errors";

/**
 * Removing a currency's price list, after a confirmation in place. The server refuses (409) while a region sells
 * in the currency: that refusal names the regions, so staff know what to change first.
 */
export function RemovePriceList({
  currency,
  saved,
  regionsUsing,
  onRemoved,
}: {
  currency: string;
  saved: boolean;
  regionsUsing: string[];
  onRemoved: () => void;
}) {
  const { t, i18n } = useTranslation("admin");
  const remove = useDeletePriceList(currency);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const list = new Intl.ListFormat(i18n.language, { type: "conjunction" });

  const confirm = async () => {
    setError(null);
    if (!saved) return onRemoved();
    try {
      await remove.mutateAsync();
      toast.success(t("priceLists.removed", { currency }));
      onRemoved();
    } catch (err) {
      setConfirming(false);
      setError(
        err instanceof ApiClientError && err.status === 409
          ? regionsUsing.length
            ? t("priceLists.inUse", { currency, regions: list.format(regionsUsing), count: regionsUsing.length })
            : t("priceLists.inUseSome", { currency })
          : serverMessage(t, err),
      );
    }
  };

  return (
    <div className="grid max-w-sm justify-items-start gap-2 sm:justify-items-end">
      {confirming ? (
        <div role="group" aria-label={t("priceLists.remove", { currency })} className="grid gap-2">
          <p className="text-sm">{t("priceLists.removeConfirm", { currency })}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="destructive" size="sm" disabled={remove.isPending} onClick={() => void confirm()}>
              {remove.isPending ? t("priceLists.removing") : t("priceLists.removeYes", { currency })}
            </Button>
            <Button variant="outline" size="sm" disabled={remove.isPending} onClick={() => setConfirming(false)}>
              {t("priceLists.cancel")}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
          {t("priceLists.remove", { currency })}
        </Button>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
