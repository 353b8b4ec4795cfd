import { Plus, Target, X } from "lucide-react";
import { useId, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { ORDER_LIMITS, orderGoalSchema } from "@common/order";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** Goals added with Enter or the button: trimmed, non-empty, removable (spec §5). */
export function GoalsInput({
  goals,
  onChange,
  error,
}: {
  goals: string[];
  onChange: (goals: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation("order");
  const id = useId();
  const [draft, setDraft] = useState("");
  const full = goals.length >= ORDER_LIMITS.goals;

  const add = () => {
    const parsed = orderGoalSchema.safeParse(draft);
    if (!parsed.success || full) return;
    onChange([...goals, parsed.data]);
    setDraft("");
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== "Enter") return;
    e.preventDefault();
    add();
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t("fields.projectGoals")}</Label>
      {/* The button's label never breaks: where the input would get too narrow, the button moves under it. */}
      <div className="flex flex-wrap gap-2">
        <Input
          className="min-w-0 flex-[1_1_10rem]"
          id={id}
          value={draft}
          maxLength={ORDER_LIMITS.goal}
          placeholder={t("fields.goalPlaceholder")}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          disabled={full}
          aria-describedby={`${id}-hint`}
        />
        <Button
          variant="secondary"
          className="shrink-0 whitespace-nowrap"
          onClick={add}
          disabled={full || !draft.trim()}
        >
          <Plus aria-hidden />
          {t("fields.addGoal")}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t("fields.goalsHint", { max: ORDER_LIMITS.goals })}
      </p>
      {goals.length > 0 && (
        <ul aria-label={t("fields.projectGoals")} className="grid gap-2">
          {goals.map((goal, i) => (
            <li
              key={`${i}-${goal}`}
              className="flex items-center gap-3 rounded-lg border bg-card/60 py-1.5 pl-3 pr-1.5"
            >
              <Target aria-hidden className="size-4 shrink-0 text-primary" />
              <span className="min-w-0 flex-1 break-words text-sm">{goal}</span>
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={t("fields.removeGoal", { goal })}
                onClick={() => onChange(goals.filter((_, j) => j !== i))}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
