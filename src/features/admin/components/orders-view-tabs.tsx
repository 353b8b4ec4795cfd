import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";

/** All orders, or the ones that wait on the agency ("Needs attention"); kept in the address as ?view=. */
export function ViewTabs({ attention, onChange }: { attention: boolean; onChange: (view: string) => void }) {
  const { t } = useTranslation("admin");
  const tab = (active: boolean) =>
    cn(
      "rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring",
      active ? "bg-primary/15 text-foreground ring-1 ring-primary/30" : "text-muted-foreground hover:text-foreground",
    );
  return (
    <div role="group" aria-label={t("orders.viewLabel")} className="flex w-fit gap-1 rounded-lg border p-1">
      <button
        type="button"
        data-orders-view
        aria-pressed={!attention}
        className={tab(!attention)}
        onClick={() => onChange("all")}
      >
        {t("orders.viewAll")}
      </button>
      <button
        type="button"
        data-orders-view
        aria-pressed={attention}
        className={tab(attention)}
        onClick={() => onChange("attention")}
      >
        {t("orders.viewAttention")}
      </button>
    </div>
  );
}
