import { CheckCircle2, RefreshCw } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { CaptchaState } from "../hooks/use-captcha";

/** The arithmetic security question with its answer field and a Refresh button. */
export function CaptchaField({ captcha, disabled }: { captcha: CaptchaState; disabled?: boolean }) {
  const { t } = useTranslation("auth");
  const id = useId();
  const { challenge, failed } = captcha;
  return (
    <fieldset className="grid gap-2 rounded-lg border border-dashed border-border/80 bg-muted/20 p-3">
      <legend className="px-1 text-sm font-medium">{t("captcha.label")}</legend>
      <div className="flex min-h-7 items-center justify-between gap-3">
        <label htmlFor={id} id={`${id}-question`} className="text-sm">
          {/* The live region inside the label: a label itself may not be one (ARIA in HTML; the Nu checker refuses it). */}
          <span aria-live="polite">
            {challenge ? (
              <span className="whitespace-nowrap text-base font-semibold tabular-nums tracking-wide">
                {t("captcha.question", { question: challenge.question })}
              </span>
            ) : (
              <span className="text-muted-foreground">{failed ? t("captcha.loadFailed") : t("captcha.loading")}</span>
            )}
          </span>
        </label>
        <span className="flex items-center gap-1 text-xs text-green-400" aria-live="polite">
          {captcha.solved && (
            <>
              <CheckCircle2 className="size-3.5" aria-hidden /> {t("captcha.solved")}
            </>
          )}
        </span>
      </div>
      <div className="flex items-center gap-2">
        <span id={`${id}-answer`} className="sr-only">
          {t("captcha.answer")}
        </span>
        <Input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          className="flex-1"
          placeholder={t("captcha.answer")}
          // Named by the question it answers and then "Your answer": the visible label is part of the name (WCAG
          // 2.5.3); an aria-label alone replaced the question.
          aria-labelledby={`${id}-question ${id}-answer`}
          value={captcha.answer}
          onChange={(e) => captcha.setAnswer(e.target.value)}
          disabled={disabled || !challenge}
        />
        <Button
          type="button"
          variant="outline"
          onClick={() => void captcha.refresh()}
          disabled={disabled}
          aria-label={t("captcha.refreshLabel")}
        >
          <RefreshCw aria-hidden />
          {t("captcha.refresh")}
        </Button>
      </div>
    </fieldset>
  );
}
