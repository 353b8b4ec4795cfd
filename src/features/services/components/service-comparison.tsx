import { Check, CircleHelp, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isServiceId, type ServiceId } from "@common/catalog";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue, useReachedFor } from "@/components/ui/select";
import { useSiteDataPart } from "@/app/site-data";
import { COMPARISON_FEATURE_IDS, featureStatus, type FeatureStatus } from "@/content/comparison";
import type { Service } from "@/content/services";
import { clsx } from "clsx";

function StatusCell({ status }: { status: FeatureStatus }) {
  const { t } = useTranslation("catalog");
  const Icon = status === "included" ? Check : status === "excluded" ? X : CircleHelp;
  return (
    <span
      className={clsx(
        "inline-flex items-center gap-2 text-sm",
        status === "included" && "text-emerald-400",
        status === "excluded" && "text-muted-foreground",
        status === "unknown" && "text-amber-300",
      )}
    >
      <Icon aria-hidden className="size-4 shrink-0" />
      <span>{t(`comparison.status.${status}`)}</span>
    </span>
  );
}

/**
 * One side's service. The list mounts once the picker is reached for (pointer over it, focus, or opened): a closed
 * Radix select renders its items from a layout effect, a synchronous re-render of the page's largest subtree right
 * after hydration (272 fibers on /services, its longest task on a phone). Until then the trigger names the chosen
 * service itself, in the prerendered HTML too (it was empty until hydration).
 */
function ServicePicker({
  label,
  value,
  onChange,
  services,
}: {
  label: string;
  value: ServiceId;
  onChange: (id: ServiceId) => void;
  services: Service[];
}) {
  const list = useReachedFor();
  return (
    <Select value={value} onValueChange={(v) => isServiceId(v) && onChange(v)} {...list.root}>
      <SelectTrigger aria-label={label} {...list.trigger}>
        <SelectValue>{services.find((s) => s.id === value)?.title ?? value}</SelectValue>
      </SelectTrigger>
      {list.reached && (
        <SelectContent>
          {services.map((s) => (
            <SelectItem key={s.id} value={s.id}>
              {s.title}
            </SelectItem>
          ))}
        </SelectContent>
      )}
    </Select>
  );
}

/** Two services side by side over the eight comparison features (spec §2, §3). */
export function ServiceComparison({ services }: { services: Service[] }) {
  const { t } = useTranslation(["services", "catalog"]);
  // Staff's cells where they changed the built-in rules (issue 39).
  const cells = useSiteDataPart("comparison");
  const [chosenLeft, setLeft] = useState<ServiceId>("shilling");
  const [chosenRight, setRight] = useState<ServiceId>("business");
  // Only the services listed (the region offers them, staff did not hide them): a choice not listed falls back to
  // the first listed one that the other side does not show.
  const listed = (id: ServiceId) => services.some((s) => s.id === id);
  const firstBut = (other: ServiceId | undefined) => (services.find((s) => s.id !== other) ?? services[0])?.id;
  const left = listed(chosenLeft) ? chosenLeft : firstBut(listed(chosenRight) ? chosenRight : undefined);
  const right = listed(chosenRight) ? chosenRight : firstBut(left);
  if (!left || !right) return null;
  const title = (id: ServiceId) => services.find((s) => s.id === id)?.title ?? id;

  return (
    <section aria-labelledby="comparison-title" className="container-page py-16 render-when-near">
      <h2 id="comparison-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t("comparison.title")}
      </h2>
      <p className="mt-2 text-muted-foreground">{t("comparison.body")}</p>
      <div className="mt-8 overflow-hidden rounded-2xl border bg-card">
        <div className="grid grid-cols-2 gap-3 border-b p-4 sm:grid-cols-[2fr_1.5fr_1.5fr] sm:gap-4">
          <span className="hidden self-center text-sm font-medium text-muted-foreground sm:block">
            {t("comparison.feature")}
          </span>
          <ServicePicker label={t("comparison.left")} value={left} onChange={setLeft} services={services} />
          <ServicePicker label={t("comparison.right")} value={right} onChange={setRight} services={services} />
        </div>
        <table className="w-full text-left">
          <caption className="sr-only">{t("comparison.caption", { left: title(left), right: title(right) })}</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">{t("comparison.feature")}</th>
              <th scope="col">{title(left)}</th>
              <th scope="col">{title(right)}</th>
            </tr>
          </thead>
          <tbody>
            {COMPARISON_FEATURE_IDS.map((feature) => (
              <tr
                key={feature}
                className="grid grid-cols-2 gap-x-3 gap-y-1 border-b px-4 py-3 last:border-b-0 sm:grid-cols-[2fr_1.5fr_1.5fr] sm:gap-4"
              >
                <th scope="row" className="col-span-2 text-sm font-medium sm:col-span-1">
                  {t(`catalog:comparison.features.${feature}`)}
                </th>
                <td>
                  <StatusCell status={featureStatus(left, feature, cells)} />
                </td>
                <td>
                  <StatusCell status={featureStatus(right, feature, cells)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
