import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { PROGRESS_NOTE_MAX } from "@common/billing";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { ApiClientError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useSaveProgress } from "../api/orders";
import { useAdminFormat } from "../lib/format";

/** A whole percent from 0 to 100, or null for anything else typed. */
export function parsePercent(text: string): number | null {
  if (!/^\s*\d{1,3}\s*$/.test(text)) return null;
  const n = Number(text);
  return n <= 100 ? n : null;
}

/**
 * The share of the order's work done (0–100 %, any whole number; the slider steps by 5) with an optional note for
 * the client. The client sees it on the order page; from 50 % the refund policy gives nothing back.
 */
export function OrderProgressForm({
  id,
  percent,
  note,
  at,
}: {
  id: string;
  percent: number;
  note: string | null;
  at: string | null;
}) {
  const { t } = useTranslation("admin");
  const f = useAdminFormat();
  const htmlId = useId();
  const [value, setValue] = useState(String(percent));
  const [text, setText] = useState(note ?? "");
  const [error, setError] = useState<string | undefined>();
  const save = useSaveProgress(id);
  const parsed = parsePercent(value);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (parsed === null) return setError(t("progress.invalid"));
    setError(undefined);
    try {
      const res = await save.mutateAsync({ percent: parsed, note: text.trim() });
      toast.success(t("progress.saved", { percent: f.percent(res.progressPercent / 100) }));
    } catch (err) {
      // The order got milestones meanwhile: its progress is theirs now (the server's 409).
      const fromMilestones = err instanceof ApiClientError && err.code === "PROGRESS_FROM_MILESTONES";
      toast.error(t("progress.failed"), {
        description: fromMilestones ? t("progress.fromMilestones") : err instanceof Error ? err.message : undefined,
      });
    }
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="grid gap-3 rounded-xl border bg-background/40 p-4"
      aria-labelledby={`${htmlId}-title`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={`${htmlId}-title`} className="text-sm font-semibold">
          {t("progress.title")}
        </h3>
        <p className="text-xs text-muted-foreground">
          {at
            ? t("progress.current", { percent: f.percent(percent / 100), date: f.dateTime(at) })
            : t("progress.never")}
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-[1fr_8rem] sm:items-end">
        <div className="grid gap-2">
          <label htmlFor={`${htmlId}-range`} className="text-sm font-medium">
            {t("progress.slider")}
          </label>
          <input
            id={`${htmlId}-range`}
            type="range"
            min={0}
            max={100}
            step={5}
            value={parsed ?? percent}
            aria-valuetext={f.percent((parsed ?? percent) / 100)}
            onChange={(e) => setValue(e.target.value)}
            className="h-10 w-full accent-violet-400"
          />
        </div>
        <FormField label={t("progress.percent")} error={error}>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={1}
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
        </FormField>
      </div>
      <FormField label={t("progress.note")} hint={t("progress.noteHint")}>
        <Textarea
          value={text}
          maxLength={PROGRESS_NOTE_MAX}
          onChange={(e) => setText(e.target.value)}
          className="min-h-16"
        />
      </FormField>
      <div>
        <Button type="submit" variant="gradient" disabled={save.isPending}>
          {save.isPending ? t("progress.saving") : t("progress.save")}
        </Button>
      </div>
    </form>
  );
}
