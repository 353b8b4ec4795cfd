import { useTranslation } from "react-i18next";
import type { LocalizedName, MetricKind, MetricPlatform } from "@common/order-metrics";

/** The metric's name in the reader's language: its own (a custom one) or its kind on its platform. */
export function useMetricName() {
  const { t, i18n } = useTranslation("results");
  return (m: { kind: MetricKind; platform: MetricPlatform | null; name: LocalizedName | null }) => {
    if (m.kind === "custom") return m.name?.[i18n.language as keyof LocalizedName] || m.name?.en || "";
    const kind = t(`kinds.${m.kind}`);
    return m.platform ? t("onPlatform", { kind, platform: t(`platforms.${m.platform}`) }) : kind;
  };
}

/**
 * A metric's numbers in the reader's language, as every view shows them (order page, dashboard, staff board): a
 * value with its unit, a signed change, a measurement's day; a missing value reads "—".
 */
export function useMetricFormat(unit: string) {
  const { i18n } = useTranslation();
  const num = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const signed = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2, signDisplay: "exceptZero" });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeZone: "UTC" });
  return {
    value: (v: number | null) => (v === null ? "—" : unit ? `${num.format(v)} ${unit}` : num.format(v)),
    signed: (v: number | null) => (v === null ? "—" : signed.format(v)),
    date: (iso: string) => date.format(new Date(iso)),
  };
}
