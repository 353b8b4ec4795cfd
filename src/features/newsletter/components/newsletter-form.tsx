import { CheckCircle2 } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { PowWaitNote } from "@/components/ui/pow-wait-note";
import { Input } from "@/components/ui/input";
import { startPow } from "@/lib/pow/pow-header";
import { usePowAwaited } from "@/lib/pow/use-pow";
import { useSubscribe } from "../api/subscribe";

const preloadSchema = () => void import("@common/newsletter");

/** Spec §9: the thank-you replaces the form for 5 seconds. */
export const NEWSLETTER_SUCCESS_MS = 5000;

/** The footer's newsletter form (spec §4 states, §5 validation, §8 toasts). */
export function NewsletterForm() {
  const { t } = useTranslation("newsletter");
  const id = useId();
  const powAwaited = usePowAwaited();
  const [email, setEmail] = useState("");
  const [invalid, setInvalid] = useState(false);
  const [done, setDone] = useState(false);
  const subscribe = useSubscribe();
  const formRef = useRef<HTMLFormElement>(null);

  // The form is in every page's footer: its proof-of-work starts when a reader can see it, not on every visit.
  useEffect(() => {
    const el = formRef.current;
    if (!el || typeof IntersectionObserver !== "function") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        startPow();
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [done]);

  // The thanks stay for NEWSLETTER_SUCCESS_MS from the first frame that shows them: work in the same task (the
  // first toast loads its library) can hold that frame back, and the reader is owed the whole five seconds.
  useEffect(() => {
    if (!done) return;
    let timer: number | undefined;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => setDone(false), NEWSLETTER_SUCCESS_MS);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [done]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (subscribe.isPending) return;
    // The schema (and zod) load on the first submit: every page has this form, few pages use it.
    const { newsletterInputSchema } = await import("@common/newsletter");
    const parsed = newsletterInputSchema.safeParse({ email });
    if (!parsed.success) {
      setInvalid(true);
      toast.error(t("errors.email"));
      return;
    }
    setInvalid(false);
    subscribe.mutate(parsed.data, {
      onSuccess: () => {
        setEmail("");
        setDone(true);
        toast.success(t("toast.success"));
      },
      onError: () => toast.error(t("toast.failure")),
    });
  };

  if (done) {
    return (
      <p role="status" className="flex h-10 items-center gap-2 text-sm font-medium text-green-300">
        <CheckCircle2 aria-hidden className="size-4" />
        {t("thanks")}
      </p>
    );
  }

  const busy = subscribe.isPending;
  // While the sent address waits for its proof-of-work, the busy button says so.
  const powWait = powAwaited && busy;
  return (
    <form ref={formRef} onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-2">
      <p className="text-sm text-muted-foreground">{t("blurb")}</p>
      <div className="flex max-w-sm gap-2">
        <label htmlFor={id} className="sr-only">
          {t("label")}
        </label>
        <Input
          id={id}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={t("placeholder")}
          value={email}
          onFocus={preloadSchema}
          onChange={(e) => {
            setEmail(e.target.value);
            if (invalid) setInvalid(false);
          }}
          aria-invalid={invalid || undefined}
          disabled={busy}
        />
        <Button
          type="submit"
          variant="gradient"
          disabled={busy}
          aria-describedby={powWait ? `${id}-pow` : undefined}
          className="shrink-0"
        >
          {busy ? t("subscribing") : t("subscribe")}
        </Button>
      </div>
      {powWait && <PowWaitNote id={`${id}-pow`} />}
    </form>
  );
}
