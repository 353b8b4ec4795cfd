import { useEffect, useId } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FIGURES } from "@common/figure-rules";
import { FIGURE_SOURCE_MAX, type FigureMode, type FigureState } from "@common/figures";
import { figureInputSchema, type FigureInput } from "@common/figures-schema";
import { formatNumber } from "@common/formatted";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ApiClientError } from "@/lib/api-base";
import { toast } from "@/lib/toast";
import { useSaveFigure } from "../api/save-figure";
import { formatWhen } from "../lib/format-when";

interface FigureFormValues {
  mode: FigureMode;
  value: number;
  source: string;
}

const FIELDS = ["mode", "value", "source"] as const;

/** One figure of the site: shipped, typed with its source, computed from the product's data where it can be, hidden. */
export function FigureForm({ figure }: { figure: FigureState }) {
  const { t, i18n } = useTranslation("admin-content");
  const id = useId();
  const save = useSaveFigure(figure.id);
  const num = (v: number) => formatNumber(i18n.language, v);
  const schema = figureInputSchema(figure.id);
  // The same schema as the server's, on the typed number (an empty number field is NaN: "enter a number").
  const resolver: Resolver<FigureFormValues> = async (values) => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return { values: parsed.data as FigureFormValues, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "mode");
      errors[key] ??= { type: "schema", message: issue.message };
    }
    return { values: {}, errors };
  };
  const defaults = (f: FigureState): FigureFormValues => ({
    mode: f.mode,
    value: f.value ?? Number.NaN,
    source: f.source,
  });
  const form = useForm<FigureFormValues>({ resolver, defaultValues: defaults(figure) });
  const { reset } = form;
  const { errors, isDirty } = form.formState;
  useEffect(() => reset(defaults(figure)), [figure, reset]);
  const mode = useWatch({ control: form.control, name: "mode" });
  const errorText = (message: string | undefined) =>
    message ? t(message as "figures.errors.range", { min: num(figure.min), max: num(figure.max) }) : undefined;

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values as FigureInput, {
      onSuccess: () => toast.success(t("figures.saved", { figure: t(`figures.names.${figure.id}`) })),
      onError: (err) => {
        if (err instanceof ApiClientError && err.fields) {
          for (const [field, message] of Object.entries(err.fields))
            if ((FIELDS as readonly string[]).includes(field))
              form.setError(field as (typeof FIELDS)[number], { type: "server", message });
          toast.error(t("figures.refused"));
        } else
          toast.error(t(err instanceof ApiClientError && err.status === 403 ? "editor.forbidden" : "editor.failed"));
      },
    }),
  );

  const computedNow =
    figure.computed === undefined
      ? null
      : figure.computed === null
        ? t("figures.computedNone")
        : t("figures.computedNow", { value: num(figure.computed) });

  return (
    <form
      id={`figure-${figure.id}`}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="grid scroll-mt-24 gap-4 rounded-xl border p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${id}-title`} className="font-semibold">
          {t(`figures.names.${figure.id}`)}
        </h3>
        <p className="text-sm text-muted-foreground">
          {figure.shown === null ? t("figures.shownNone") : t("figures.shownNow", { value: num(figure.shown) })}
        </p>
      </div>
      <fieldset className="grid gap-2" aria-describedby={errors.mode ? `${id}-mode-error` : undefined}>
        <legend className="mb-1 text-sm font-medium">{t("figures.mode")}</legend>
        {figure.modes.map((m) => (
          <label key={m} className="flex items-start gap-2 text-sm">
            <input type="radio" value={m} className="mt-0.5 size-4 accent-primary" {...form.register("mode")} />
            <span>
              {m === "shipped" ? t("figures.modes.shipped", { value: num(figure.shipped) }) : t(`figures.modes.${m}`)}
              {m === "computed" && FIGURES[figure.id].computed && (
                <span className="block text-xs text-muted-foreground">
                  {t(`figures.counts.${FIGURES[figure.id].computed!}`)} {computedNow}
                </span>
              )}
            </span>
          </label>
        ))}
        {!FIGURES[figure.id].computed && <p className="text-xs text-muted-foreground">{t("figures.noSource")}</p>}
        {errors.mode && (
          <p id={`${id}-mode-error`} role="alert" className="text-sm text-destructive">
            {errorText(errors.mode.message)}
          </p>
        )}
      </fieldset>
      {mode === "typed" && (
        <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
          <FormField
            label={t("figures.value")}
            hint={t("figures.valueHint", { min: num(figure.min), max: num(figure.max) })}
            error={errorText(errors.value?.message)}
          >
            <Input
              type="number"
              inputMode="decimal"
              min={figure.min}
              max={figure.max}
              step={10 ** -figure.decimals}
              {...form.register("value", { valueAsNumber: true })}
            />
          </FormField>
          <FormField
            label={t("figures.source")}
            hint={t("figures.sourceHint")}
            error={errorText(errors.source?.message)}
          >
            <Input autoComplete="off" maxLength={FIGURE_SOURCE_MAX} {...form.register("source")} />
          </FormField>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? t("editor.saving") : t("figures.save")}
        </Button>
        {isDirty && <span className="text-xs text-muted-foreground">{t("editor.unsaved")}</span>}
        {figure.updatedAt && (
          <span className="text-xs text-muted-foreground">
            {t("figures.lastSet", {
              who: figure.updatedBy ?? "—",
              when: formatWhen(figure.updatedAt, i18n.language),
            })}
          </span>
        )}
      </div>
    </form>
  );
}
