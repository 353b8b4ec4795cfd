import { Plus, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { SERVICE_IDS } from "@common/catalog";
import {
  AUTO_APPROVE_DEFAULT_DAYS,
  MILESTONE_LIMITS,
  TOTAL_WEIGHT,
  type MilestoneTemplateItem,
} from "@common/milestones";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/lib/toast";
import {
  useMilestoneSettings,
  useMilestoneTemplate,
  useSaveMilestoneSettings,
  useSaveMilestoneTemplate,
} from "../api/milestones";
import { milestoneErrorText } from "./error-text";

const SELECT =
  "h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring";

interface Row {
  title: string;
  weight: string;
  dueDays: string;
}
const rowOf = (m: MilestoneTemplateItem): Row => ({
  title: m.title,
  weight: String(m.weight),
  dueDays: m.dueDays === null ? "" : String(m.dueDays),
});

function TemplateRows({
  service,
  items,
  readOnly,
}: {
  service: string;
  items: MilestoneTemplateItem[];
  readOnly: boolean;
}) {
  const { t } = useTranslation(["milestones", "orders"]);
  const save = useSaveMilestoneTemplate(service);
  const [rows, setRows] = useState<Row[]>(() => items.map(rowOf));
  const [error, setError] = useState<string>();
  const sum = rows.reduce((s, r) => s + (Number(r.weight) || 0), 0);
  const set = (i: number, patch: Partial<Row>) => setRows((rs) => rs.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    try {
      await save.mutateAsync({
        items: rows.map((r) => ({
          title: r.title.trim(),
          description: "",
          weight: Number(r.weight),
          dueDays: r.dueDays === "" ? null : Number(r.dueDays),
        })),
      });
      toast.success(t("template.saved"));
    } catch (err) {
      setError(milestoneErrorText(t, err));
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-3">
      {rows.map((r, i) => (
        <fieldset key={i} className="grid gap-2 sm:grid-cols-[1fr_5rem_8rem_auto]" disabled={readOnly}>
          <legend className="sr-only">
            {t("title")} {i + 1}
          </legend>
          <FormField label={t("fields.title")}>
            <Input
              value={r.title}
              maxLength={MILESTONE_LIMITS.titleMax}
              onChange={(e) => set(i, { title: e.target.value })}
            />
          </FormField>
          <FormField label={t("fields.weight")}>
            <Input inputMode="numeric" value={r.weight} onChange={(e) => set(i, { weight: e.target.value })} />
          </FormField>
          <FormField label={t("fields.dueDays")}>
            <Input inputMode="numeric" value={r.dueDays} onChange={(e) => set(i, { dueDays: e.target.value })} />
          </FormField>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="self-end"
            aria-label={t("board.remove", { n: i + 1 })}
            onClick={() => setRows((rs) => rs.filter((_, j) => j !== i))}
          >
            <Trash2 aria-hidden />
          </Button>
        </fieldset>
      ))}
      {rows.length > 0 && (
        <p className={sum === TOTAL_WEIGHT ? "text-sm text-muted-foreground" : "text-sm text-red-300"}>
          {t("board.sum", { sum })}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
      {!readOnly && (
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={rows.length >= MILESTONE_LIMITS.maxMilestones}
            onClick={() => setRows((rs) => [...rs, { title: "", weight: "", dueDays: "" }])}
          >
            <Plus aria-hidden />
            {t("board.add")}
          </Button>
          <Button type="submit" size="sm" variant="gradient" disabled={save.isPending}>
            {t("template.save")}
          </Button>
        </div>
      )}
    </form>
  );
}

function AutoApproveSetting({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation("milestones");
  const current = useMilestoneSettings().data?.autoApproveDays;
  const save = useSaveMilestoneSettings();
  const [days, setDays] = useState<string>();
  const value = days ?? String(current ?? AUTO_APPROVE_DEFAULT_DAYS);
  const [error, setError] = useState<string>();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    try {
      await save.mutateAsync(Number(value));
      toast.success(t("template.saved"));
    } catch (err) {
      setError(milestoneErrorText(t, err));
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-wrap items-end gap-2">
      <FormField label={t("template.autoApproveDays")} hint={t("template.autoApproveHint")} error={error}>
        <Input
          inputMode="numeric"
          className="max-w-24"
          value={value}
          disabled={readOnly}
          onChange={(e) => setDays(e.target.value)}
        />
      </FormField>
      {!readOnly && (
        <Button type="submit" size="sm" variant="outline" disabled={save.isPending}>
          {t("template.saveSetting")}
        </Button>
      )}
    </form>
  );
}

/** Admin → Services: a service's milestone template (copied to its new orders) and the auto-approval setting. */
export function MilestoneTemplateEditor({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation(["milestones", "orders"]);
  const [service, setService] = useState<string>(SERVICE_IDS[0]);
  const template = useMilestoneTemplate(service);
  const name = t(`orders:services.${service}`, { defaultValue: service });
  return (
    <section aria-labelledby="milestone-template-title" className="grid gap-4 rounded-xl border p-4">
      <h2 id="milestone-template-title" className="text-lg font-semibold tracking-tight">
        {t("template.title", { service: name })}
      </h2>
      <p className="text-sm text-muted-foreground">{t("template.hint")}</p>
      <FormField label={t("template.service")}>
        <select value={service} onChange={(e) => setService(e.target.value)} className={SELECT}>
          {SERVICE_IDS.map((id) => (
            <option key={id} value={id}>
              {t(`orders:services.${id}`, { defaultValue: id })}
            </option>
          ))}
        </select>
      </FormField>
      {template.data && (
        <TemplateRows key={service} service={service} items={template.data.items} readOnly={readOnly} />
      )}
      <AutoApproveSetting readOnly={readOnly} />
    </section>
  );
}
