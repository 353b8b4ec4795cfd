import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SERVICE_IDS, type ServiceId } from "@common/catalog";
import {
  BRIEF_OPENS,
  DEFAULT_DELIVERY_DAYS,
  INTAKE_LIMITS,
  type BriefOpens,
  type IntakeForm,
  type IntakeQuestion,
} from "@common/intake";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { LabeledSelect } from "@/components/admin/labeled-select";
import { QueryState } from "@/components/admin/query-state";
import { ApiClientError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useIntakeForm, useSaveIntakeForm } from "../api/intake";
import { IntakeQuestionEditor, emptyText } from "./intake-question-editor";
import { serviceName } from "./service-name";

/** "Brief questions" per service (issue 41): what a client answers after ordering it, and its delivery time. */
export function IntakeEditor({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation("admin");
  const [service, setService] = useState<ServiceId>(SERVICE_IDS[0]);
  const form = useIntakeForm(service);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("intake.title")}</CardTitle>
        <CardDescription>{t("intake.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <LabeledSelect
          label={t("intake.service")}
          value={service}
          options={SERVICE_IDS.map((id) => ({ value: id, label: serviceName(t, id) }))}
          onChange={setService}
          className="w-full sm:w-72"
        />
        {!form.data ? (
          <QueryState isError={form.isError} onRetry={() => void form.refetch()} className="h-40" />
        ) : (
          <FormBody key={service} service={service} initial={form.data} readOnly={readOnly} />
        )}
      </CardContent>
    </Card>
  );
}

function FormBody({ service, initial, readOnly }: { service: ServiceId; initial: IntakeForm; readOnly: boolean }) {
  const { t } = useTranslation("admin");
  const [days, setDays] = useState(String(initial.deliveryDays || DEFAULT_DELIVERY_DAYS));
  const [opensOn, setOpensOn] = useState<BriefOpens>(initial.opensOn);
  const [questions, setQuestions] = useState<IntakeQuestion[]>(initial.questions);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveIntakeForm(service);
  const add = () =>
    setQuestions([
      ...questions,
      {
        id: `q${Date.now().toString(36)}`,
        kind: "short_text",
        required: false,
        label: emptyText(),
        help: emptyText(),
        options: [],
        showIf: null,
      },
    ]);
  const errorOf = (i: number) =>
    Object.entries(errors).find(([k]) => k === `questions.${i}` || k.startsWith(`questions.${i}.`))?.[1];
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setErrors({});
    save.mutate(
      { deliveryDays: Number(days), opensOn, questions },
      {
        onSuccess: () => toast.success(t("intake.saved")),
        onError: (err) => {
          if (err instanceof ApiClientError && err.fields) setErrors(err.fields);
          toast.error(t("intake.notSaved"));
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-4">
      <fieldset disabled={readOnly} className="grid gap-4">
        <div className="flex flex-wrap items-end gap-4">
          <label className="grid w-full gap-1.5 text-xs text-muted-foreground sm:w-56">
            {t("intake.deliveryDays")}
            <Input
              type="number"
              min={1}
              max={INTAKE_LIMITS.deliveryDaysMax}
              value={days}
              onChange={(e) => setDays(e.target.value)}
            />
          </label>
          <LabeledSelect
            label={t("intake.opensOn")}
            value={opensOn}
            options={BRIEF_OPENS.map((v) => ({ value: v, label: t(`intake.opens.${v}`) }))}
            onChange={setOpensOn}
            className="w-full sm:w-72"
          />
        </div>
        {errors.deliveryDays && (
          <p role="alert" className="text-sm text-destructive">
            {t("intake.errors.deliveryDays")}
          </p>
        )}
        {questions.length === 0 && <p className="text-sm text-muted-foreground">{t("intake.none")}</p>}
        <ol className="grid gap-3">
          {questions.map((q, i) => (
            <IntakeQuestionEditor
              key={q.id}
              question={q}
              index={i}
              earlier={questions.slice(0, i)}
              error={errorOf(i)}
              onChange={(next) => setQuestions(questions.map((x, j) => (j === i ? next : x)))}
              onRemove={() =>
                setQuestions(
                  questions
                    .filter((_, j) => j !== i)
                    .map((x) => (x.showIf?.questionId === q.id ? { ...x, showIf: null } : x)),
                )
              }
            />
          ))}
        </ol>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={add} disabled={questions.length >= INTAKE_LIMITS.questions}>
            {t("intake.add")}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {t("intake.save")}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
