import { useTranslation } from "react-i18next";
import {
  CHOICE_KINDS,
  QUESTION_KINDS,
  type IntakeQuestion,
  type LocalizedText,
  type QuestionKind,
} from "@common/intake";
import { LANGUAGES, LANGUAGE_NAMES } from "@common/locales";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { LabeledSelect } from "@/components/admin/labeled-select";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

/** The condition "always shown" (a Radix item's value cannot be empty; ids never hold a space). */
const ALWAYS = "always shown";
export const emptyText = (): LocalizedText => Object.fromEntries(LANGUAGES.map((l) => [l, ""])) as LocalizedText;

/** One text in the six languages, one input each. */
function SixLanguages({
  label,
  value,
  onChange,
  prefix,
}: {
  label: string;
  value: LocalizedText;
  onChange: (v: LocalizedText) => void;
  prefix: string;
}) {
  return (
    <fieldset className="grid gap-1">
      <legend className="text-xs font-medium">{label}</legend>
      <div className="grid gap-1 sm:grid-cols-2">
        {LANGUAGES.map((l) => (
          <Input
            key={l}
            aria-label={`${label} (${LANGUAGE_NAMES[l]})`}
            placeholder={LANGUAGE_NAMES[l]}
            lang={l}
            value={value[l]}
            id={`${prefix}-${l}`}
            onChange={(e) => onChange({ ...value, [l]: e.target.value })}
          />
        ))}
      </div>
    </fieldset>
  );
}

interface Props {
  question: IntakeQuestion;
  index: number;
  earlier: IntakeQuestion[];
  error?: string;
  onChange: (q: IntakeQuestion) => void;
  onRemove: () => void;
}

/** Editing one brief question: kind, required, label and help in six languages, options, and its condition. */
export function IntakeQuestionEditor({ question: q, index, earlier, error, onChange, onRemove }: Props) {
  const { t } = useTranslation("admin");
  const set = (patch: Partial<IntakeQuestion>) => onChange({ ...q, ...patch });
  const choice = CHOICE_KINDS.includes(q.kind);
  const parents = earlier.filter((p) => CHOICE_KINDS.includes(p.kind));
  const condition = q.showIf ? `${q.showIf.questionId}:${q.showIf.optionId}` : "";
  return (
    <li className="grid gap-3 rounded-xl border bg-background/40 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm font-semibold">{t("intake.question", { n: index + 1 })}</span>
        <div className="w-48">
          <Select
            value={q.kind}
            onValueChange={(v) => {
              const kind = v as QuestionKind;
              set({ kind, options: CHOICE_KINDS.includes(kind) ? (q.options.length ? q.options : []) : [] });
            }}
          >
            <SelectTrigger aria-label={t("intake.kind")}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {QUESTION_KINDS.map((k) => (
                <SelectItem key={k} value={k}>
                  {t(`intake.kinds.${k}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={q.required} onChange={(e) => set({ required: e.target.checked })} />
          {t("intake.required")}
        </label>
        <Button type="button" variant="ghost" size="sm" onClick={onRemove} className="ml-auto">
          {t("intake.remove")}
        </Button>
      </div>
      <SixLanguages
        label={t("intake.label")}
        value={q.label}
        prefix={`${q.id}-label`}
        onChange={(label) => set({ label })}
      />
      <SixLanguages
        label={t("intake.help")}
        value={q.help}
        prefix={`${q.id}-help`}
        onChange={(help) => set({ help })}
      />
      {choice && (
        <div className="grid gap-2">
          {q.options.map((o, i) => (
            <div key={o.id} className="grid gap-1">
              <SixLanguages
                label={t("intake.option", { n: i + 1 })}
                value={o.label}
                prefix={`${q.id}-${o.id}`}
                onChange={(label) => set({ options: q.options.map((x) => (x.id === o.id ? { ...x, label } : x)) })}
              />
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="w-fit"
                onClick={() => set({ options: q.options.filter((x) => x.id !== o.id) })}
              >
                {t("intake.removeOption")}
              </Button>
            </div>
          ))}
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="w-fit"
            onClick={() => set({ options: [...q.options, { id: `o${Date.now().toString(36)}`, label: emptyText() }] })}
          >
            {t("intake.addOption")}
          </Button>
        </div>
      )}
      {parents.length > 0 && (
        <LabeledSelect
          label={t("intake.showIf")}
          value={condition || ALWAYS}
          options={[
            { value: ALWAYS, label: t("intake.always") },
            ...parents.flatMap((p) =>
              p.options.map((o) => ({
                value: `${p.id}:${o.id}`,
                label: `${p.label.en || p.id} = ${o.label.en || o.id}`,
              })),
            ),
          ]}
          onChange={(v) => {
            const [questionId, optionId] = v.split(":");
            set({ showIf: v !== ALWAYS && questionId && optionId ? { questionId, optionId } : null });
          }}
          className="w-full"
        />
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {t(error)}
        </p>
      )}
    </li>
  );
}
