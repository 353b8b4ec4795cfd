import { useTranslation } from "react-i18next";
import { metricFormatters, type LocalizedName, type MetricKind, type MetricPlatform } from "@common/order-metrics";

/** The metric's name in the reader's language: its own (a custom one) or its kind on its platform. */
export function useMetricName() {
  const { t, i18n } = useTranslation("results");
  return (m: { kind: MetricKind; platform: MetricPlatform | null; name: LocalizedName | null }) => {
    if (m.kind === "custom") return m.name?.[i18n.language as keyof LocalizedName] || m.name?.en || "";
    const kind = t(`kinds.${m.kind}`);
    return m.platform ? t("onPlatform", { kind, platform: t(`platforms.${m.platform}`) }) : kind;
  };
}

/** A metric's numbers in the reader's language (common/order-metrics.ts: the report's PDF uses the same). */
export function useMetricFormat(unit: string) {
  const { i18n } = useTranslation();
  return metricFormatters(i18n.language, unit);
}
