import { ChevronRight, RotateCcw } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { ServiceId } from "@common/catalog";
import {
  COMPARISON_FEATURE_IDS,
  COMPARISON_MATRIX,
  FEATURE_STATUSES,
  isFeatureStatus,
  type ComparisonFeatureId,
  type FeatureStatus,
} from "@common/comparison";
import { serviceStylesInputSchema } from "@common/service-layout-schema";
import {
  DEFAULT_SERVICE_STYLES,
  SERVICE_GRADIENTS,
  SERVICE_GRADIENT_IDS,
  SERVICE_ICON_IDS,
  type ServiceGradientId,
  type ServiceIconId,
} from "@common/service-style";
import { QueryState } from "@/components/admin/query-state";
import { Button } from "@/components/ui/button";
import { SERVICE_ICON_COMPONENTS } from "./service-icons";
import { ApiClientError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { clsx } from "clsx";
import { useAdminServiceStyles, useSaveServiceStyles } from "../api/service-layout";
import { selectClass } from "./inbox/conversation-handling";
import { serviceName } from "./service-name";

export interface StyleEntry {
  id: ServiceId;
  icon: ServiceIconId;
  gradient: ServiceGradientId;
  matrix: Record<ComparisonFeatureId, FeatureStatus>;
}

const shipped = (id: ServiceId): StyleEntry => ({
  id,
  ...DEFAULT_SERVICE_STYLES[id],
  matrix: { ...COMPARISON_MATRIX[id] },
});
const isShipped = (e: StyleEntry) => {
  const s = shipped(e.id);
  return (
    e.icon === s.icon && e.gradient === s.gradient && COMPARISON_FEATURE_IDS.every((f) => e.matrix[f] === s.matrix[f])
  );
};

/**
 * Admin → Services, "Icons, colours and comparison" (issue 39): per service an icon of the curated set, a colour
 * preset, and its eight cells of the comparison on the Services page. Any staff member reads; admins write.
 */
export function ServiceStyleEditor({ readOnly }: { readOnly: boolean }) {
  const styles = useAdminServiceStyles();
  if (!styles.data) {
    return <QueryState isError={styles.isError} onRetry={() => void styles.refetch()} className="h-64" />;
  }
  return <ServiceStyleForm initial={styles.data.services as StyleEntry[]} readOnly={readOnly} />;
}

function useMessage() {
  const { t } = useTranslation("admin");
  return (message: string) =>
    /^(serviceStyle\.)?errors\./.test(message)
      ? t(message as "serviceStyle.errors.failed", { defaultValue: t("serviceStyle.errors.failed") })
      : message;
}

export function ServiceStyleForm({ initial, readOnly }: { initial: StyleEntry[]; readOnly: boolean }) {
  const { t } = useTranslation("admin");
  const id = useId();
  const message = useMessage();
  const save = useSaveServiceStyles();
  const [entries, setEntries] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  const update = (sid: ServiceId, change: (e: StyleEntry) => StyleEntry) =>
    setEntries((list) => list.map((e) => (e.id === sid ? change(e) : e)));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const input = { services: entries };
    const checked = serviceStylesInputSchema.safeParse(input);
    if (!checked.success) {
      setError(message(checked.error.issues[0]?.message ?? "serviceStyle.errors.failed"));
      return;
    }
    try {
      const saved = await save.mutateAsync(input);
      setEntries(saved.services as StyleEntry[]);
      toast.success(t("serviceStyle.saved"));
    } catch (err) {
      const fields = err instanceof ApiClientError ? Object.values(err.fields ?? {}) : [];
      setError(
        fields[0]
          ? message(fields[0])
          : err instanceof ApiClientError && err.code === "FORBIDDEN"
            ? t("serviceStyle.errors.forbidden")
            : t("serviceStyle.errors.failed"),
      );
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4 rounded-xl border p-4 sm:p-6">
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="text-xl font-semibold tracking-tight">
          {t("serviceStyle.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("serviceStyle.description")}</p>
        {readOnly && <p className="text-sm text-muted-foreground">{t("serviceLayout.readOnly")}</p>}
      </div>
      <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
        {/* Not a disabled fieldset around the list: staff who only read still open each service. */}
        <div className="grid gap-2">
          {entries.map((entry) => (
            <ServiceStyleRow
              key={entry.id}
              entry={entry}
              disabled={readOnly || save.isPending}
              onChange={(change) => update(entry.id, change)}
            />
          ))}
        </div>
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        {!readOnly && (
          <Button type="submit" className="justify-self-start" disabled={save.isPending}>
            {save.isPending ? t("serviceStyle.saving") : t("serviceStyle.save")}
          </Button>
        )}
      </form>
    </section>
  );
}

/** The service's tile as the site draws it. */
function Tile({
  icon,
  gradient,
  small = false,
}: {
  icon: ServiceIconId;
  gradient: ServiceGradientId;
  small?: boolean;
}) {
  const Icon = SERVICE_ICON_COMPONENTS[icon];
  return (
    <span
      aria-hidden
      className={clsx(
        "inline-flex shrink-0 items-center justify-center rounded-lg bg-linear-to-br text-white",
        small ? "size-8" : "size-10",
        SERVICE_GRADIENTS[gradient],
      )}
    >
      <Icon className={small ? "size-4" : "size-5"} />
    </span>
  );
}

/** A radio styled as a tile: the native input (arrow keys move within the group) over its picture. */
const choiceClass =
  "relative inline-flex cursor-pointer items-center justify-center rounded-lg border-2 border-transparent p-0.5 has-checked:border-primary has-focus-visible:outline-2 has-focus-visible:outline-ring";

function ServiceStyleRow({
  entry,
  disabled,
  onChange,
}: {
  entry: StyleEntry;
  disabled: boolean;
  onChange: (change: (e: StyleEntry) => StyleEntry) => void;
}) {
  const { t } = useTranslation("admin");
  const id = useId();
  const name = serviceName(t, entry.id);
  const changed = !isShipped(entry);
  const [open, setOpen] = useState(false);
  return (
    <div className="rounded-lg border">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-body`}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left focus-visible:outline-2 focus-visible:outline-ring"
      >
        <ChevronRight aria-hidden className={clsx("size-4 shrink-0 transition-transform", open && "rotate-90")} />
        <Tile icon={entry.icon} gradient={entry.gradient} small />
        <span className="min-w-0 font-medium break-words">{name}</span>
        {changed && <span className="text-xs text-muted-foreground">{t("serviceStyle.changed")}</span>}
      </button>
      {/* Drawn once opened: ten services' pickers at once are 200 icons and 80 lists. */}
      {open && (
        <fieldset id={`${id}-body`} disabled={disabled} className="grid gap-5 border-t p-3 sm:p-4">
          <legend className="sr-only">{name}</legend>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{t("serviceStyle.iconLegend", { service: name })}</legend>
            <div className="flex flex-wrap gap-1">
              {SERVICE_ICON_IDS.map((icon) => {
                const Icon = SERVICE_ICON_COMPONENTS[icon];
                return (
                  <label key={icon} className={choiceClass} title={t(`serviceStyle.icons.${icon}`)}>
                    <input
                      type="radio"
                      name={`${id}-icon`}
                      value={icon}
                      checked={entry.icon === icon}
                      onChange={() => onChange((e) => ({ ...e, icon }))}
                      aria-label={t(`serviceStyle.icons.${icon}`)}
                      className="peer sr-only"
                    />
                    <span className="inline-flex size-9 items-center justify-center rounded-md bg-muted text-foreground">
                      <Icon aria-hidden className="size-5" />
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{t("serviceStyle.colourLegend", { service: name })}</legend>
            <div className="flex flex-wrap gap-1">
              {SERVICE_GRADIENT_IDS.map((gradient) => (
                <label key={gradient} className={choiceClass} title={t(`serviceStyle.gradients.${gradient}`)}>
                  <input
                    type="radio"
                    name={`${id}-gradient`}
                    value={gradient}
                    checked={entry.gradient === gradient}
                    onChange={() => onChange((e) => ({ ...e, gradient }))}
                    aria-label={t(`serviceStyle.gradients.${gradient}`)}
                    className="peer sr-only"
                  />
                  <span className={clsx("block size-9 rounded-md bg-linear-to-br", SERVICE_GRADIENTS[gradient])} />
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">
              {t("serviceStyle.comparisonLegend", { service: name })}
            </legend>
            <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
              {COMPARISON_FEATURE_IDS.map((feature) => {
                const featureName = t(`serviceStyle.features.${feature}`);
                return (
                  <label key={feature} className="grid gap-1 text-sm">
                    <span>{featureName}</span>
                    <select
                      value={entry.matrix[feature]}
                      onChange={(ev) => {
                        const status = ev.target.value;
                        if (isFeatureStatus(status))
                          onChange((e) => ({ ...e, matrix: { ...e.matrix, [feature]: status } }));
                      }}
                      aria-label={t("serviceStyle.cell", { feature: featureName, service: name })}
                      className={selectClass}
                    >
                      {FEATURE_STATUSES.map((status) => (
                        <option key={status} value={status}>
                          {t(`serviceStyle.status.${status}`)}
                        </option>
                      ))}
                    </select>
                  </label>
                );
              })}
            </div>
          </fieldset>
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            disabled={!changed}
            onClick={() => onChange(() => shipped(entry.id))}
            aria-label={t("serviceStyle.resetLabel", { service: name })}
          >
            <RotateCcw aria-hidden />
            {t("serviceStyle.reset")}
          </Button>
        </fieldset>
      )}
    </div>
  );
}
