import { ChevronDown, ClipboardList } from "lucide-react";
import { Collapsible } from "radix-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { findTier, type ServiceId } from "@common/catalog";
import type { OrderFormValues } from "@common/order";
import { usePricing } from "@/features/widgets";
import { cadenceText, termsFor, useRecurringPlans } from "@/content/recurring";
import { formatIsoDate, formatTierPrice } from "../lib/format";

/** The collapsible summary (collapsed at first) of what the client has filled in so far. */
export function OrderSummary({ serviceId, values }: { serviceId: ServiceId; values: Partial<OrderFormValues> }) {
  const { t, i18n } = useTranslation("order");
  const [open, setOpen] = useState(false);
  const pricing = usePricing();
  const tier = values.servicePlan ? findTier(serviceId, values.servicePlan) : undefined;
  const price = tier ? formatTierPrice(serviceId, tier, pricing, i18n.language) : null;
  const recurring = useRecurringPlans();
  const terms = tier && price !== null ? termsFor(recurring, serviceId, tier.id) : undefined;
  const rows: [string, string | undefined][] = [
    [t("summary.service"), t(`services.${serviceId}`)],
    [
      t("summary.plan"),
      tier
        ? `${t(`tiers.${tier.id}`)} · ${price ?? t("plan.customQuote")}${terms ? ` ${cadenceText(terms, t)}` : ""}`
        : undefined,
    ],
    [t("summary.projectName"), values.projectName?.trim() || undefined],
    [t("summary.deadline"), values.projectDeadline ? formatIsoDate(values.projectDeadline, i18n.language) : undefined],
    [t("summary.contactName"), values.contactName?.trim() || undefined],
    [t("summary.contactEmail"), values.contactEmail?.trim() || undefined],
  ];
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className="rounded-xl border bg-card/60">
      <Collapsible.Trigger className="flex w-full items-center justify-between gap-3 rounded-xl px-4 py-3 text-left font-semibold hover:bg-accent/40">
        <span className="flex items-center gap-2">
          <ClipboardList aria-hidden className="size-4 text-primary" />
          {t("summary.title")}
        </span>
        <ChevronDown aria-hidden className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </Collapsible.Trigger>
      <Collapsible.Content>
        <dl className="grid gap-2 border-t px-4 py-3 text-sm">
          {rows
            .filter((row): row is [string, string] => Boolean(row[1]))
            .map(([label, value]) => (
              <div key={label} className="flex justify-between gap-4">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="min-w-0 break-words text-right font-medium">{value}</dd>
              </div>
            ))}
        </dl>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
