import { Award, Globe2, Newspaper, Repeat, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "@common/formatted";
import { listKeys } from "./list-entries";

const CLIENT_TYPE_DATA = [
  { key: "influencers", gradient: ["#7c3aed", "#db2777"] },
  { key: "musicians", gradient: ["#f59e0b", "#ef4444"] },
  { key: "politicians", gradient: ["#64748b", "#2563eb"] },
  { key: "businesses", gradient: ["#10b981", "#0f766e"] },
  { key: "crypto", gradient: ["#0ea5e9", "#6366f1"] },
  { key: "sellers", gradient: ["#f97316", "#facc15"] },
] as const;

export interface ClientType {
  id: string;
  name: string;
  initial: string;
  /** null for a client type staff added: its initial on the gradient is shown. */
  image: string | null;
  gradient: readonly [string, string];
}

const ADDED_GRADIENT = ["#7c3aed", "#0ea5e9"] as const;

/** The client-type avatars of the social-proof block (the six shipped, as staff ordered, removed or added them). */
export function useClientTypes(): ClientType[] {
  const { t } = useTranslation("social-proof");
  return listKeys(t, "clientTypes").map((key) => {
    const d = CLIENT_TYPE_DATA.find((c) => c.key === key);
    return {
      id: key,
      name: t(`clientTypes.${key}.name`),
      initial: t(`clientTypes.${key}.initial`),
      image: d ? `/images/client-types/${key}.svg` : null,
      gradient: d?.gradient ?? ADDED_GRADIENT,
    };
  });
}

/** The four trust metrics of spec §1; the numbers live here once. */
export const TRUST_METRIC_DATA = [
  { key: "publications", icon: Newspaper, amount: 12, format: "plus" },
  { key: "returnRate", icon: Repeat, amount: 94, format: "percent" },
  { key: "countries", icon: Globe2, amount: 47, format: "number" },
  { key: "achievement", icon: Award, amount: 99.2, format: "percent" },
] as const satisfies readonly { key: string; icon: LucideIcon; amount: number; format: string }[];

export interface TrustMetric {
  id: string;
  icon: LucideIcon;
  metric: string;
  value: string;
  description: string;
}

export function useTrustMetrics(): TrustMetric[] {
  const { t, i18n } = useTranslation("social-proof");
  const lng = i18n.language;
  // The metrics staff kept, in their order (a metric's figure is here, so none can be added).
  const kept = listKeys(t, "trustMetrics");
  const data = kept.flatMap((key) => TRUST_METRIC_DATA.filter((d) => d.key === key));
  return data.map((d) => {
    const number =
      d.format === "percent"
        ? formatNumber(lng, d.amount / 100, { style: "percent", maximumFractionDigits: 1 })
        : formatNumber(lng, d.amount);
    return {
      id: d.key,
      icon: d.icon,
      metric: t(`trustMetrics.${d.key}.metric`),
      value: d.format === "plus" ? t("plus", { value: number }) : number,
      description: t(`trustMetrics.${d.key}.description`),
    };
  });
}

export interface AnonymousQuote {
  id: string;
  quote: string;
  attribution: string;
}

/** The anonymous quotes of the social-proof block (three shipped). */
export function useAnonymousQuotes(): AnonymousQuote[] {
  const { t } = useTranslation("social-proof");
  return listKeys(t, "quotes").map((key) => ({
    id: key,
    quote: t(`quotes.${key}.quote`),
    attribution: t(`quotes.${key}.attribution`),
  }));
}
