import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { BillingDetailsInput } from "@common/billing";
import { billingRequest } from "./request";

export const billingDetailsQueryKey = ["billing", "details"] as const;

/** My billing details (company, address, tax id), printed on my invoices. */
export function useBillingDetails(enabled = true) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: billingDetailsQueryKey,
    queryFn: () => billingRequest<BillingDetailsInput>("/profile/billing", { language: i18n.language }),
    enabled,
  });
}

export function useSaveBillingDetails() {
  const { i18n } = useTranslation();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: BillingDetailsInput) =>
      billingRequest<BillingDetailsInput>("/profile/billing", { method: "PUT", body: input, language: i18n.language }),
    onSuccess: (saved) => qc.setQueryData(billingDetailsQueryKey, saved),
  });
}
