import { Plus, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { MILESTONE_LIMITS, TOTAL_WEIGHT, type MilestoneDto } from "@common/milestones";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/lib/toast";
import { useStaffMilestoneAction } from "../api/milestones";
import { milestoneErrorText } from "./error-text";

interface Row {
  id?: number;
  title: string;
  description: string;
  weight: string;
  dueOn: string;
}

const rowOf = (m: MilestoneDto): Row => ({
  id: m.id,
  title: m.title,
  description: m.description,
  weight: String(m.weight),
  dueOn: m.dueOn ?? "",
});

/** Staff edit an order's milestones; the server refuses weights that do not sum to 100 and impossible dates. */
export function OrderMilestonesEditor({
  code,
  milestones,
  onDone,
}: {
  code: string;
  milestones: MilestoneDto[];
  onDone: () => void;
}) {
  const { t } = useTranslation("milestones");
  const action = useStaffMilestoneAction(code);
  const [rows, setRows] = useState<Row[]>(() =>
    milestones.length ? milestones.map(rowOf) : [{ title: "", description: "", weight: "100", dueOn: "" }],
  );
  const [error, setError] = useState<string>();
  const sum = rows.reduce((s, r) => s + (Number(r.weight) || 0), 0);
  const set = (i: number, patch: Partial<Row>) => setRows((rs) => rs.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    try {
      await action.mutateAsync({
        kind: "save",
        input: {
          milestones: rows.map((r) => ({
            ...(r.id ? { id: r.id } : {}),
            title: r.title.trim(),
            description: r.description.trim(),
            weight: Number(r.weight),
            dueOn: r.dueOn || null,
          })),
        },
      });
      toast.success(t("board.saved"));
      onDone();
    } catch (err) {
      setError(milestoneErrorText(t, err));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-3">
      {rows.map((r, i) => (
        <fieldset
          key={r.id ?? `new-${i}`}
          className="grid gap-2 rounded-lg border p-3 sm:grid-cols-[1fr_5rem_9rem_auto]"
        >
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
          <FormField label={t("fields.dueOn")}>
            <Input type="date" value={r.dueOn} onChange={(e) => set(i, { dueOn: e.target.value })} />
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
          <FormField label={t("fields.description")} className="sm:col-span-4">
            <Input
              value={r.description}
              maxLength={MILESTONE_LIMITS.descriptionMax}
              onChange={(e) => set(i, { description: e.target.value })}
            />
          </FormField>
        </fieldset>
      ))}
      <p className={sum === TOTAL_WEIGHT ? "text-sm text-muted-foreground" : "text-sm text-red-300"} aria-live="polite">
        {t("board.sum", { sum })}
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={rows.length >= MILESTONE_LIMITS.maxMilestones}
          onClick={() => setRows((rs) => [...rs, { title: "", description: "", weight: "", dueOn: "" }])}
        >
          <Plus aria-hidden />
          {t("board.add")}
        </Button>
        <Button type="submit" size="sm" variant="gradient" disabled={action.isPending}>
          {action.isPending ? t("board.saving") : t("board.save")}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone} disabled={action.isPending}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}
