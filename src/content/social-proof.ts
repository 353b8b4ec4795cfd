import { Award, Globe2, Newspaper, Repeat, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "@common/formatted";

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
  image: string;
  gradient: readonly [string, string];
}

/** The six client-type avatars of the social-proof block. */
export function useClientTypes(): ClientType[] {
  const { t } = useTranslation("social-proof");
  return CLIENT_TYPE_DATA.map((d) => ({
    id: d.key,
    name: t(`clientTypes.${d.key}.name`),
    initial: t(`clientTypes.${d.key}.initial`),
    image: `/images/client-types/${d.key}.svg`,
    gradient: d.gradient,
  }));
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
  return TRUST_METRIC_DATA.map((d) => {
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

const QUOTE_KEYS = ["one", "two", "three"] as const;

/** Three anonymous quotes of the social-proof block. */
export function useAnonymousQuotes(): AnonymousQuote[] {
  const { t } = useTranslation("social-proof");
  return QUOTE_KEYS.map((key) => ({
    id: key,
    quote: t(`quotes.${key}.quote`),
    attribution: t(`quotes.${key}.attribution`),
  }));
}
