import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { invoiceKeys } from "./get-invoices";

export const getBalances = async () => unwrap(await api.admin.billing.balances.$get());

export const getBalancesQueryOptions = () => queryOptions({ queryKey: invoiceKeys.balances, queryFn: getBalances });

export const useClientBalances = () => useQuery(getBalancesQueryOptions());
