import { useTranslation } from "react-i18next";
import { isLanguage } from "@common/locales";
import type { AnswerValue, IntakeQuestion, LocalizedText } from "@common/intake";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { uploadOrderFile } from "@/features/order-files";

export const localizedText = (text: LocalizedText, language: string) =>
  (isLanguage(language) ? text[language] : "") || text.en;

interface Props {
  orderCode: string;
  question: IntakeQuestion;
  value: AnswerValue | undefined;
  error?: string;
  disabled: boolean;
  onChange: (value: AnswerValue) => void;
  onUploadError: (message: string) => void;
}

/** One question of the brief, drawn by its kind; labels in the reader's language. */
export function OrderBriefQuestion({ orderCode, question: q, value, error, disabled, onChange, onUploadError }: Props) {
  const { t, i18n } = useTranslation("orders");
  const lang = i18n.language;
  const id = `brief-${q.id}`;
  const help = localizedText(q.help, lang);
  const describedBy = [help ? `${id}-help` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const common = { id, disabled, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy };
  const label = (
    <>
      {localizedText(q.label, lang)}
      {q.required && <span className="text-muted-foreground"> ({t("brief.required")})</span>}
    </>
  );
  const text = typeof value === "string" ? value : "";
  const list = Array.isArray(value) ? value : [];

  let control: React.ReactNode;
  if (q.kind === "long_text")
    control = <Textarea {...common} rows={4} value={text} onChange={(e) => onChange(e.target.value)} />;
  else if (q.kind === "short_text" || q.kind === "url" || q.kind === "date")
    control = (
      <Input
        {...common}
        type={q.kind === "url" ? "url" : q.kind === "date" ? "date" : "text"}
        inputMode={q.kind === "url" ? "url" : undefined}
        value={text}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  else if (q.kind === "choice" || q.kind === "multi_choice") {
    const multi = q.kind === "multi_choice";
    control = (
      <div
        role={multi ? "group" : "radiogroup"}
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy}
        className="grid gap-2"
      >
        {q.options.map((o) => (
          <label key={o.id} className="flex items-center gap-2 text-sm">
            <input
              type={multi ? "checkbox" : "radio"}
              name={id}
              disabled={disabled}
              checked={multi ? list.includes(o.id) : text === o.id}
              onChange={(e) =>
                onChange(multi ? (e.target.checked ? [...list, o.id] : list.filter((x) => x !== o.id)) : o.id)
              }
              className="size-4 accent-primary"
            />
            {localizedText(o.label, lang)}
          </label>
        ))}
      </div>
    );
  } else {
    control = (
      <div className="grid gap-2">
        {list.length > 0 && (
          <p className="text-sm text-muted-foreground">{t("brief.filesAttached", { count: list.length })}</p>
        )}
        <input
          {...common}
          type="file"
          className="text-sm"
          onChange={async (e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (!file) return;
            try {
              const added = await uploadOrderFile(orderCode, file, { language: lang, onProgress: () => {} });
              onChange([...list, ...added.map((f) => String(f.id))]);
            } catch (err) {
              onUploadError(err instanceof Error ? err.message : String(err));
            }
          }}
        />
      </div>
    );
  }
  const isGroup = q.kind === "choice" || q.kind === "multi_choice";
  return (
    <div className="grid gap-2">
      {isGroup ? (
        <p id={`${id}-label`} className="text-sm font-medium">
          {label}
        </p>
      ) : (
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
      )}
      {control}
      {help && (
        <p id={`${id}-help`} className="text-xs text-muted-foreground">
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {t(error)}
        </p>
      )}
    </div>
  );
}
