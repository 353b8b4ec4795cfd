import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from "@common/locales";
import type { BriefNumber } from "@common/intake";
import {
  METRIC_KINDS,
  METRIC_LIMITS,
  METRIC_PLATFORMS,
  PLATFORM_KINDS,
  metricInputSchema,
  type BuiltInMetricKind,
  type LocalizedName,
  type MetricDirection,
  type MetricKind,
  type MetricPlatform,
  type OrderMetricDto,
} from "@common/order-metrics";
import { LabeledSelect } from "@/components/admin/labeled-select";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/lib/toast";
import { useMetricAction } from "../api/staff-metrics";
import { errorText, issuesToFields, serverErrors, type MetricFieldErrors } from "./metric-errors";
import { useMetricName } from "./metric-name";

interface Draft {
  kind: MetricKind;
  platform: MetricPlatform | "none";
  name: LocalizedName;
  unit: string;
  direction: MetricDirection;
  baseline: string;
}

const emptyName = () => Object.fromEntries(LANGUAGES.map((l) => [l, ""])) as LocalizedName;

function draftOf(m: OrderMetricDto | undefined, first: MetricKind): Draft {
  return {
    kind: m?.kind ?? first,
    platform: m?.platform ?? "none",
    name: { ...emptyName(), ...m?.name },
    unit: m?.unit ?? "",
    direction: m?.direction ?? "higher",
    baseline: m?.baseline === null || m?.baseline === undefined ? "" : String(m.baseline),
  };
}

/** A decimal typed in the reader's habit ("1,5" or "1.5"); empty is no value, anything else NaN (refused). */
export function parseDecimal(raw: string): number | null {
  const s = raw.trim().replace(/[\s\u00a0]/g, "");
  if (!s) return null;
  return /^[+-]?\d*([.,]\d+)?$/.test(s) ? Number(s.replace(",", ".")) : Number.NaN;
}

/**
 * Add a metric to an order, or edit one: a built-in kind (the service's suggestions first) on a platform, or the
 * agency's own with its name in six languages, a unit and which way is better; and the value at the start.
 */
export function MetricDialog({
  code,
  suggested,
  metric,
  briefNumbers = [],
}: {
  code: string;
  suggested: readonly BuiltInMetricKind[];
  metric?: OrderMetricDto;
  /** The brief's answers that hold a number, offered as the start (issue 43: the intake may prefill the baseline). */
  briefNumbers?: readonly BriefNumber[];
}) {
  const { t, i18n } = useTranslation("results");
  const nameOf = useMetricName();
  const lang = isLanguage(i18n.language) ? i18n.language : "en";
  const number = new Intl.NumberFormat(i18n.language);
  const action = useMetricAction(code);
  const [open, setOpen] = useState(false);
  const first: MetricKind = suggested[0] ?? "followers";
  const [d, setD] = useState<Draft>(() => draftOf(metric, first));
  const [errors, setErrors] = useState<MetricFieldErrors>({});
  const set = (patch: Partial<Draft>) => setD((x) => ({ ...x, ...patch }));
  const err = (key: string) => errorText(t, errors[key]);
  // A refusal of a field without its own place here (the kind, the platform, a code) reads above the buttons.
  const shown = ["baseline", "unit", ...LANGUAGES.map((l) => `name.${l}`)];
  const other = Object.keys(errors).find((k) => !shown.includes(k));

  const kinds: { value: MetricKind; label: string }[] = [
    ...suggested.map((k) => ({
      value: k as MetricKind,
      label: t("staff.metric.suggested", { kind: t(`kinds.${k}`) }),
    })),
    ...METRIC_KINDS.filter((k) => k !== "custom" && !suggested.includes(k as BuiltInMetricKind)).map((k) => ({
      value: k,
      label: t(`kinds.${k as BuiltInMetricKind}`),
    })),
    { value: "custom", label: t("staff.metric.custom") },
  ];
  const hasPlatform = PLATFORM_KINDS.includes(d.kind);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const baseline = parseDecimal(d.baseline);
    const input = {
      kind: d.kind,
      platform: hasPlatform && d.platform !== "none" ? d.platform : null,
      name: d.kind === "custom" ? d.name : null,
      unit: d.kind === "custom" ? d.unit : "",
      direction: d.kind === "custom" ? d.direction : "higher",
      baseline,
    };
    const checked = metricInputSchema.safeParse(input);
    if (!checked.success) return setErrors(issuesToFields(checked.error.issues));
    setErrors({});
    try {
      await action.mutateAsync(
        metric ? { kind: "edit", id: metric.id, input: checked.data } : { kind: "add", input: checked.data },
      );
      setOpen(false);
      toast.success(metric ? t("staff.metric.saved") : t("staff.metric.added"));
    } catch (caught) {
      setErrors(serverErrors(caught));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (action.isPending) return;
        setOpen(next);
        if (next) {
          setD(draftOf(metric, first));
          setErrors({});
        }
      }}
    >
      <DialogTrigger asChild>
        <Button
          type="button"
          size="sm"
          variant={metric ? "ghost" : "outline"}
          aria-label={metric ? `${t("staff.edit")} · ${nameOf(metric)}` : undefined}
        >
          {metric ? t("staff.edit") : t("staff.add")}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>
            {metric ? t("staff.metric.editTitle", { name: nameOf(metric) }) : t("staff.metric.addTitle")}
          </DialogTitle>
          <DialogDescription>{t("staff.metric.description")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void submit(e)} noValidate className="grid grid-cols-[minmax(0,1fr)] gap-4">
          <div className="grid gap-4 sm:grid-cols-[repeat(2,minmax(0,1fr))]">
            <LabeledSelect
              label={t("staff.metric.kind")}
              value={d.kind}
              options={kinds}
              onChange={(kind) => set({ kind })}
              className="w-full min-w-0"
            />
            {hasPlatform && (
              <LabeledSelect
                label={t("staff.metric.platform")}
                value={d.platform}
                options={[
                  { value: "none" as const, label: t("staff.metric.noPlatform") },
                  ...METRIC_PLATFORMS.map((p) => ({ value: p, label: t(`platforms.${p}`) })),
                ]}
                onChange={(platform) => set({ platform })}
                className="w-full min-w-0"
              />
            )}
          </div>
          {d.kind === "custom" && (
            <fieldset className="grid gap-3">
              <legend className="text-sm font-medium">{t("staff.metric.name")}</legend>
              <p className="text-xs text-muted-foreground">{t("staff.metric.nameHint")}</p>
              <div className="grid gap-3 sm:grid-cols-[repeat(2,minmax(0,1fr))]">
                {LANGUAGES.map((l) => (
                  <FormField key={l} label={LANGUAGE_NAMES[l]} error={err(`name.${l}`)}>
                    <Input
                      lang={l}
                      maxLength={METRIC_LIMITS.nameMax}
                      value={d.name[l]}
                      onChange={(e) => set({ name: { ...d.name, [l]: e.target.value } })}
                    />
                  </FormField>
                ))}
              </div>
              <div className="grid gap-4 sm:grid-cols-[repeat(2,minmax(0,1fr))]">
                <FormField label={t("staff.metric.unit")} hint={t("staff.metric.unitHint")} error={err("unit")}>
                  <Input
                    maxLength={METRIC_LIMITS.unitMax}
                    value={d.unit}
                    onChange={(e) => set({ unit: e.target.value })}
                  />
                </FormField>
                <LabeledSelect
                  label={t("staff.metric.direction")}
                  value={d.direction}
                  options={[
                    { value: "higher" as const, label: t("staff.metric.higher") },
                    { value: "lower" as const, label: t("staff.metric.lower") },
                  ]}
                  onChange={(direction) => set({ direction })}
                  className="w-full min-w-0"
                />
              </div>
            </fieldset>
          )}
          <FormField label={t("staff.metric.baseline")} hint={t("staff.metric.baselineHint")} error={err("baseline")}>
            <Input inputMode="decimal" value={d.baseline} onChange={(e) => set({ baseline: e.target.value })} />
          </FormField>
          {briefNumbers.length > 0 && (
            <div className="grid gap-2" data-testid="brief-numbers">
              <p className="text-sm font-medium">{t("staff.metric.fromBrief")}</p>
              <ul className="grid gap-2">
                {briefNumbers.map((b) => {
                  const question = b.label[lang] || b.label.en;
                  return (
                    <li key={b.questionId} className="flex flex-wrap items-center gap-2 text-sm">
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        aria-label={t("staff.metric.useAnswerOf", { value: number.format(b.value), question })}
                        onClick={() => set({ baseline: String(b.value) })}
                      >
                        {t("staff.metric.useAnswer", { value: number.format(b.value) })}
                      </Button>
                      <span className="min-w-0 text-muted-foreground">
                        {question}: “{b.answer}”
                      </span>
                    </li>
                  );
                })}
              </ul>
            </div>
          )}
          {other && (
            <p role="alert" className="text-sm text-destructive">
              {err(other)}
            </p>
          )}
          <DialogFormFooter
            cancelLabel={t("staff.cancel")}
            onCancel={() => setOpen(false)}
            submitLabel={metric ? t("staff.metric.save") : t("staff.metric.submit")}
            pendingLabel={t("staff.saving")}
            pending={action.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
