import { Building2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { type SellerIdentity, usePublicSeller } from "../api/seller";

/** The lines of the seller's identity that are set: legal name, address (one line), tax id. */
function Lines({ seller, className }: { seller: SellerIdentity; className?: string }) {
  // Loaded only when there is something to show: the footer is on every page, its strings stay small.
  const { t, ready } = useTranslation("billing");
  if (!ready) return null;
  return (
    <address className={className} data-testid="seller-identity">
      {seller.legalName && <span className="block font-medium text-foreground">{seller.legalName}</span>}
      {seller.address && <span className="block">{seller.address.split(/\s*\n\s*/).join(", ")}</span>}
      {seller.taxId && <span className="block">{t("seller.taxId", { taxId: seller.taxId })}</span>}
    </address>
  );
}

/** The footer's seller identity, loaded by footer-seller.tsx once the footer is in view (never in the first load). */
export function FooterSellerLines() {
  const seller = usePublicSeller();
  return seller.data ? (
    <Lines seller={seller.data} className="mt-3 max-w-sm text-xs not-italic text-muted-foreground" />
  ) : null;
}

/** The contact page's seller identity, next to the sales and support addresses. */
export function ContactSellerIdentity() {
  const { t, ready } = useTranslation("billing");
  const seller = usePublicSeller();
  if (!seller.data || !ready) return null;
  return (
    <div className="flex items-start gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/15 text-primary">
        <Building2 aria-hidden className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{t("seller.title")}</p>
        <Lines seller={seller.data} className="text-sm not-italic text-muted-foreground" />
      </div>
    </div>
  );
}
