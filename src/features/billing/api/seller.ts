import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

/** The seller's public identity (GET /api/settings/public, `seller`). */
export interface SellerIdentity {
  legalName: string;
  address: string;
  taxId: string;
}

/**
 * The public settings (sales and support addresses, and the seller's identity), under the contact page's
 * cache key so that one request serves the footer and the contact page.
 */
export function usePublicSeller(enabled = true) {
  return useQuery({
    queryKey: ["settings", "public"],
    queryFn: async () => unwrap(await api.settings.public.$get()),
    staleTime: 5 * 60_000,
    enabled,
    select: ({ seller }): SellerIdentity | null => {
      const s = { legalName: seller.legalName.trim(), address: seller.address.trim(), taxId: seller.taxId.trim() };
      return s.legalName || s.address || s.taxId ? s : null;
    },
  });
}
