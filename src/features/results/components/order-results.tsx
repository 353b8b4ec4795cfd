import { ArrowDownRight, ArrowUpRight, Minus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { OrderMetricDto, OrderMetricsView } from "@common/order-metrics";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useOrderResults } from "../use-order-results";
import { MetricChart } from "./metric-chart";
import { ShareLinks } from "./share-links";
import { useMetricFormat, useMetricName } from "./metric-name";
import { useHashTarget } from "@/lib/use-hash-target";

const ANCHOR = "scroll-mt-24 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";
const isResults = (id: string) => id === "results";

/** The client order page's results: each metric's start, now and change, its chart and its table of points. */
export function OrderResults({ orderCode }: { orderCode: string }) {
  const { t } = useTranslation("results");
  const results = useOrderResults(orderCode);
  // The dashboard's card links to #results, which exists once the metrics are read.
  useHashTarget(!!results.data?.metrics.length, isResults);
  if (!results.data || results.data.metrics.length === 0) return null;
  return (
    <section id="results" tabIndex={-1} aria-labelledby="results-title" className={`grid gap-4 ${ANCHOR}`}>
      <h2 id="results-title" className="text-xl font-semibold">
        {t("title")}
      </h2>
      {results.data.metrics.map((m) => (
        <MetricCard key={m.id} metric={m} view={results.data} />
      ))}
      <ShareLinks side="client" code={orderCode} />
    </section>
  );
}

export function MetricCard({ metric: m, view }: { metric: OrderMetricDto; view: OrderMetricsView }) {
  const { t } = useTranslation("results");
  const name = useMetricName()(m);
  const f = useMetricFormat(m.unit);
  const s = m.summary;
  const Trend = s.improved === null ? Minus : (s.change ?? 0) > 0 ? ArrowUpRight : ArrowDownRight;
  const tone = s.improved === null ? "text-muted-foreground" : s.improved ? "text-green-400" : "text-red-400";
  const sorted = [...m.points].sort((a, b) => a.measuredAt.localeCompare(b.measuredAt));
  const [tableOpen, setTableOpen] = useState(false);
  const summary =
    s.now === null || s.start === null
      ? t("noData")
      : t("summary", {
          name,
          start: f.value(s.start),
          now: f.value(s.now),
          change: f.signed(s.change ?? 0),
          count: sorted.length,
          from: f.date(sorted[0]!.measuredAt),
          to: f.date(sorted.at(-1)!.measuredAt),
        });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{name}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-3 gap-4">
          <div>
            <dt className="text-sm text-muted-foreground">{t("start")}</dt>
            <dd className="text-xl font-semibold tabular-nums">{f.value(s.start)}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">{t("now")}</dt>
            <dd className="text-xl font-semibold tabular-nums">{f.value(s.now)}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">{t("change")}</dt>
            <dd className={`flex flex-wrap items-center gap-x-1 text-xl font-semibold tabular-nums ${tone}`}>
              {s.change === null ? (
                "—"
              ) : (
                <>
                  <Trend aria-hidden className="size-5 shrink-0" />
                  <span className="whitespace-nowrap">{f.signed(s.change)}</span>
                  {s.percent !== null && (
                    <span className="whitespace-nowrap text-sm font-normal">
                      ({t("percent", { value: f.signed(s.percent) })})
                    </span>
                  )}
                </>
              )}
            </dd>
          </div>
        </dl>
        {sorted.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("noData")}</p>
        ) : (
          <>
            <MetricChart points={sorted} milestones={view.milestones} label={summary} />
            <details onToggle={(e) => setTableOpen(e.currentTarget.open)}>
              <summary className="cursor-pointer text-sm font-medium">{t("table")}</summary>
              {/* Drawn once opened: two years of daily points are 730 rows no one sees while it is closed. */}
              {tableOpen && (
                <div className="mt-2 overflow-x-auto">
                  <Table>
                    <TableHeader>
                      <TableRow>
                        <TableHead>{t("columns.date")}</TableHead>
                        <TableHead className="text-right">{t("columns.value")}</TableHead>
                        <TableHead>{t("columns.source")}</TableHead>
                        <TableHead>{t("columns.note")}</TableHead>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {sorted.map((p) => (
                        <TableRow key={p.id}>
                          <TableCell className="whitespace-nowrap">{f.date(p.measuredAt)}</TableCell>
                          <TableCell className="text-right tabular-nums">{f.value(p.value)}</TableCell>
                          <TableCell>{t(`sources.${p.source}`)}</TableCell>
                          <TableCell>
                            {p.note}
                            {p.evidenceUrl && (
                              <a
                                href={p.evidenceUrl}
                                rel="noopener noreferrer"
                                target="_blank"
                                className="ml-1 underline"
                              >
                                {t("evidence")}
                              </a>
                            )}
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </div>
              )}
            </details>
          </>
        )}
      </CardContent>
    </Card>
  );
}
