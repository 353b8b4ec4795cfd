import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isShown, type AnswerValue, type IntakeQuestion, type LocalizedText } from "@common/intake";
import { isLanguage } from "@common/locales";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/lib/toast";
import { useAdminOrderBrief, useAskBriefChanges } from "../api/intake";
import { useAdminFormat } from "../lib/format";

const textIn = (text: LocalizedText, lang: string) => (isLanguage(lang) ? text[lang] : "") || text.en;

function answerText(q: IntakeQuestion, v: AnswerValue | undefined, lang: string, files: string) {
  if (v === undefined || (Array.isArray(v) ? !v.length : !v.trim())) return "—";
  if (q.kind === "file") return `${(v as string[]).length} ${files}`;
  const option = (id: string) => {
    const o = q.options.find((x) => x.id === id);
    return o ? textIn(o.label, lang) : id;
  };
  if (q.kind === "choice") return option(v as string);
  if (q.kind === "multi_choice") return (v as string[]).map(option).join(", ");
  return v as string;
}

/** The order's brief on the admin order sheet (issue 41): the answers with the questions they answered, its history, and a request for changes. */
export function OrderBriefPanel({ code }: { code: string }) {
  const { t, i18n } = useTranslation("admin");
  const f = useAdminFormat();
  const brief = useAdminOrderBrief(code);
  const ask = useAskBriefChanges(code);
  const [note, setNote] = useState("");
  const b = brief.data;
  if (!b) return null;
  const lang = i18n.language;
  const shown = b.questions.filter((q) => isShown(q, b.questions, b.answers));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!note.trim()) return;
    ask.mutate(note.trim(), {
      onSuccess: () => {
        setNote("");
        toast.success(t("brief.changesSent"));
      },
      onError: (err) => toast.error(err.message),
    });
  };
  return (
    <section className="grid gap-3" aria-labelledby={`brief-${code}`}>
      <div>
        <h3 id={`brief-${code}`} className="text-sm font-semibold">
          {t("brief.title")}
        </h3>
        <p className="text-xs text-muted-foreground">
          {t(`brief.status.${b.status}`)}
          {b.submittedAt ? ` · ${f.dateTime(b.submittedAt)}` : ""}
        </p>
      </div>
      <dl className="grid gap-2">
        {shown.map((q) => (
          <div key={q.id} className="grid gap-0.5">
            <dt className="text-xs text-muted-foreground">{textIn(q.label, lang)}</dt>
            <dd className="text-sm break-words whitespace-pre-wrap">
              {answerText(q, b.answers[q.id], lang, t("brief.files"))}
            </dd>
          </div>
        ))}
      </dl>
      {b.history.length > 0 && (
        <ul className="grid gap-1 text-xs text-muted-foreground">
          {b.history.map((h, i) => (
            <li key={i}>
              {f.dateTime(h.at)} · {t(`brief.event.${h.kind}`)}
              {h.actorName ? ` · ${t("order.by", { name: h.actorName })}` : ""}
              {h.note ? ` — ${h.note}` : ""}
            </li>
          ))}
        </ul>
      )}
      {b.status === "submitted" && (
        <form onSubmit={submit} className="grid gap-2">
          <FormField label={t("brief.changesLabel")}>
            <Textarea value={note} maxLength={2000} rows={3} onChange={(e) => setNote(e.target.value)} />
          </FormField>
          <Button type="submit" variant="outline" disabled={ask.isPending || !note.trim()} className="w-fit">
            {t("brief.askChanges")}
          </Button>
        </form>
      )}
    </section>
  );
}
