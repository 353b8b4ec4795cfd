import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { isShown, type AnswerValue, type BriefDto } from "@common/intake";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ApiClientError } from "@/lib/api-client";
import { useOrderBrief, useSaveBriefDraft, useSubmitBrief } from "../api/order-brief";
import { OrderBriefQuestion } from "./order-brief-question";

const AUTOSAVE_MS = 800;
type SaveState = "idle" | "saving" | "saved" | "failed";

/**
 * The client's brief on their order page (issue 41): nothing for a service without questions. Answers autosave as a
 * draft ("Saved" only once the server said so); submitting locks them.
 */
export function OrderBrief({ orderCode }: { orderCode: string }) {
  const { t } = useTranslation("orders");
  const query = useOrderBrief(orderCode);
  const brief = query.data?.brief;
  if (query.data?.opensOnPayment)
    return (
      <Card id="brief" tabIndex={-1}>
        <CardContent className="grid gap-3 px-4 pt-6 sm:px-6">
          <h2 className="text-xl font-semibold">{t("brief.title")}</h2>
          <Alert>
            <AlertTitle>{t("brief.afterPayment")}</AlertTitle>
            <AlertDescription>{t("brief.afterPaymentBody")}</AlertDescription>
          </Alert>
        </CardContent>
      </Card>
    );
  if (!brief) return null;
  return (
    <Card id="brief" tabIndex={-1}>
      <CardContent className="px-4 pt-6 sm:px-6">
        <BriefForm key={`${brief.status}-${brief.submittedAt}`} orderCode={orderCode} brief={brief} />
      </CardContent>
    </Card>
  );
}

function BriefForm({ orderCode, brief }: { orderCode: string; brief: BriefDto }) {
  const { t, i18n } = useTranslation("orders");
  const [answers, setAnswers] = useState<Record<string, AnswerValue>>(brief.answers);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, setSave] = useState<SaveState>(brief.savedAt ? "saved" : "idle");
  const [problem, setProblem] = useState<string | null>(null);
  const saveDraft = useSaveBriefDraft(orderCode);
  const submit = useSubmitBrief(orderCode);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<Promise<unknown> | null>(null);
  const locked = brief.status === "submitted";

  const persist = (next: Record<string, AnswerValue>) => {
    setSave("saving");
    const p = saveDraft
      .mutateAsync(next)
      .then(() => {
        setSave("saved");
        setErrors({});
      })
      .catch((err: unknown) => {
        setSave("failed");
        if (err instanceof ApiClientError && err.fields) setErrors(err.fields);
        throw err;
      });
    pending.current = p;
    return p;
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (id: string, value: AnswerValue) => {
    const next = { ...answers, [id]: value };
    setAnswers(next);
    setSave("idle");
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void persist(next).catch(() => {}), AUTOSAVE_MS);
  };

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    setProblem(null);
    clearTimeout(timer.current);
    try {
      await persist(answers);
      await submit.mutateAsync();
    } catch (err) {
      if (err instanceof ApiClientError && err.fields) setErrors(err.fields);
      setProblem(t("brief.submitFailed"));
    }
  };

  const shown = brief.questions.filter((q) => isShown(q, brief.questions, answers));
  const date = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: "long", timeStyle: "short" });
  return (
    <form className="grid gap-5" onSubmit={onSubmit} noValidate aria-labelledby="brief-title">
      <div className="grid gap-1">
        <h2 id="brief-title" className="text-xl font-semibold">
          {t("brief.title")}
        </h2>
        <p className="text-sm text-muted-foreground">
          {locked
            ? t("brief.submittedOn", { date: date(brief.submittedAt!) })
            : t("brief.intro", { count: brief.deliveryDays })}
        </p>
      </div>
      {!brief.submittedAt && (
        <Alert>
          <AlertTitle>{t("brief.waiting")}</AlertTitle>
          <AlertDescription>{t("brief.waitingBody")}</AlertDescription>
        </Alert>
      )}
      {brief.status === "changes_requested" && brief.changeNote && (
        <Alert>
          <AlertTitle>{t("brief.changesAsked")}</AlertTitle>
          <AlertDescription className="whitespace-pre-line">{brief.changeNote}</AlertDescription>
        </Alert>
      )}
      {shown.map((q) => (
        <OrderBriefQuestion
          key={q.id}
          orderCode={orderCode}
          question={q}
          value={answers[q.id]}
          error={errors[q.id]}
          disabled={locked}
          onChange={(v) => change(q.id, v)}
          onUploadError={setProblem}
        />
      ))}
      {!locked && (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="gradient" disabled={submit.isPending}>
            {t("brief.submit")}
          </Button>
          <p role="status" className="text-sm text-muted-foreground">
            {save === "saving"
              ? t("brief.saving")
              : save === "saved"
                ? t("brief.saved")
                : save === "failed"
                  ? t("brief.notSaved")
                  : ""}
          </p>
        </div>
      )}
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </form>
  );
}
