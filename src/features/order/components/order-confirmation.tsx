import { CheckCircle2, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { findTier } from "@common/catalog";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { focusElement, focusMain } from "@/lib/focus";
import { formatPrice, usePricing } from "@/features/widgets";
import { formatTierPrice } from "../lib/format";
import { clearPlacedOrder, loadPlacedOrder, markShown, type PlacedOrder } from "../lib/last-order";

/**
 * Above /services after ordering: what was ordered, what happens next and when, where the confirmation went and how
 * to follow the order. It stays until dismissed (a reload keeps it); the first showing takes focus and is announced.
 * Read after hydration only, so the prerendered page never differs from the first render.
 */
export function OrderConfirmation() {
  const [order, setOrder] = useState<PlacedOrder | null>(null);
  useEffect(() => {
    const placed = loadPlacedOrder();
    setOrder(placed);
    if (placed?.fresh) markShown(placed);
  }, []);
  // Only a browser that has just ordered asks for the order texts; the page's own first render draws nothing here.
  return order ? <Panel order={order} onDismiss={() => setOrder(null)} /> : null;
}

function Panel({ order, onDismiss }: { order: PlacedOrder; onDismiss: () => void }) {
  const { t, i18n, ready } = useTranslation("order");
  const pricing = usePricing();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (ready && order.fresh) focusElement(heading.current);
  }, [ready, order]);

  if (!ready) return null;
  const tier = findTier(order.serviceId, order.plan);
  // The price the server stored, in the currency the order was placed at; the region's list only for a panel saved
  // before orders carried it.
  const stored =
    order.currency === undefined
      ? undefined
      : order.amountMinor == null
        ? null
        : formatPrice(order.amountMinor, order.currency, i18n.language) +
          ((pricing.plus?.(order.serviceId, order.plan) ?? tier?.plus) ? "+" : "");
  const price = tier
    ? ((stored === undefined ? formatTierPrice(order.serviceId, tier, pricing, i18n.language) : stored) ??
      t("plan.customQuote"))
    : null;
  const follow = order.signedIn
    ? { to: paths.dashboardOrder(order.code), label: t("confirmation.follow") }
    : { to: `${paths.register}?email=${encodeURIComponent(order.email)}`, label: t("confirmation.register") };
  return (
    <section aria-labelledby="order-confirmation-title" className="container-page pt-8">
      <div role="status" className="relative rounded-2xl border border-emerald-500/40 bg-emerald-500/10 p-5 sm:p-6">
        <Button
          variant="ghost"
          size="icon"
          className="absolute top-2 right-2"
          aria-label={t("confirmation.dismiss")}
          onClick={() => {
            clearPlacedOrder();
            onDismiss();
            // Focus never falls to the page: the page's heading takes it.
            setTimeout(() => focusMain());
          }}
        >
          <X aria-hidden />
        </Button>
        <div className="flex items-start gap-3 pr-10">
          <CheckCircle2 aria-hidden className="mt-1 size-6 shrink-0 text-emerald-400" />
          <div className="min-w-0">
            {/* The spec's order-success message (§ "Order success"), said once, here. */}
            <p className="text-sm font-medium text-emerald-300">{t("toast.success")}</p>
            <h2
              id="order-confirmation-title"
              ref={heading}
              tabIndex={-1}
              className="mt-1 text-xl font-semibold tracking-tight break-words hyphens-auto focus-visible:outline-2 focus-visible:outline-ring"
            >
              {t("confirmation.title", { code: order.code })}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              {t(`services.${order.serviceId}`)}
              {tier && ` · ${t(`tiers.${tier.id}`)}`}
              {price && ` · ${price}`}
            </p>
            <p className="mt-3">{t("confirmation.next")}</p>
            <p className="mt-1 text-sm break-words text-muted-foreground">
              {t("confirmation.sentTo", { email: order.email })}
            </p>
            <Button asChild variant="gradient" size="sm" className="mt-4">
              <Link to={follow.to}>{follow.label}</Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
