import { Send } from "lucide-react";
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { CHAT_LIMITS, staffReplySchema } from "@common/chat";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { ApiClientError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useSendReply, useTypingSignal, type Conversation } from "../../api/inbox";
import { useAdminFormat } from "../../lib/format";
import { languageName } from "../../lib/inbox";

/** The widget's canned answers staff may start from (widgets:chat.replies.0 is the automatic acknowledgement). */
const QUICK_REPLIES = [1, 2, 3] as const;

/**
 * Staff's answer: to the visitor's open chat window, or by e-mail when they have gone (a contact message always by
 * e-mail). Ctrl+Enter or ⌘+Enter sends; typing tells the visitor's widget that someone is writing.
 */
export function ReplyBox({ conversation: c }: { conversation: Conversation }) {
  const { t, i18n } = useTranslation("admin");
  const { t: tw } = useTranslation("widgets");
  const f = useAdminFormat();
  const send = useSendReply(c.id);
  const typing = useTypingSignal(c.id);
  const [body, setBody] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const quickId = useId();

  const insert = (text: string) => {
    setBody((b) => (b.trim() ? `${b.trimEnd()}\n\n${text}` : text).slice(0, CHAT_LIMITS.message));
    inputRef.current?.focus();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (send.isPending) return;
    const parsed = staffReplySchema.safeParse({ body });
    if (!parsed.success) {
      setProblem(
        body.trim() ? t("inbox.reply.tooLong", { max: f.number(CHAT_LIMITS.message) }) : t("inbox.reply.required"),
      );
      return;
    }
    setProblem(undefined);
    try {
      const { delivery } = await send.mutateAsync(parsed.data.body);
      setBody("");
      toast.success(
        delivery === "email"
          ? t("inbox.reply.sentEmail", { email: c.visitorEmail })
          : delivery === "live"
            ? t("inbox.reply.sentLive")
            : t("inbox.reply.sentWaiting"),
      );
    } catch (err) {
      const limited = err instanceof ApiClientError && err.status === 429;
      setProblem(t(limited ? "inbox.reply.rateLimited" : "inbox.reply.failed"));
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      formRef.current?.requestSubmit();
    }
  };

  const where =
    c.kind === "contact" && c.visitorEmail
      ? t("inbox.reply.byEmail", { email: c.visitorEmail })
      : c.visitorEmail
        ? t("inbox.reply.liveOrEmail", { email: c.visitorEmail })
        : t("inbox.reply.liveOnly");

  return (
    <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate className="grid gap-3">
      <div role="group" aria-labelledby={quickId} className="grid gap-2">
        <p id={quickId} className="text-sm font-medium">
          {t("inbox.reply.quickReplies")}
          {c.locale !== i18n.language && (
            <span className="ml-2 font-normal text-muted-foreground">
              {t("inbox.reply.otherLanguage", { language: languageName(c.locale) })}
            </span>
          )}
        </p>
        <div className="grid gap-2 sm:grid-cols-3">
          {QUICK_REPLIES.map((n) => (
            <Button
              key={n}
              variant="outline"
              size={null}
              className="min-h-9 h-auto rounded-lg px-3 py-1.5 text-left text-sm font-normal justify-start [&_svg]:size-4"
              onClick={() => insert(tw(`chat.replies.${n}`))}
            >
              <span className="line-clamp-2 whitespace-normal">{tw(`chat.replies.${n}`)}</span>
            </Button>
          ))}
        </div>
      </div>
      <FormField
        label={t("inbox.reply.label")}
        hint={
          <>
            <span className="block text-right tabular-nums">
              {t("inbox.reply.counter", { length: f.number(body.length), max: f.number(CHAT_LIMITS.message) })}
            </span>
            {where} {t("inbox.reply.shortcut")}
          </>
        }
        error={problem}
      >
        <Textarea
          ref={inputRef}
          value={body}
          maxLength={CHAT_LIMITS.message}
          readOnly={send.isPending}
          onChange={(e) => {
            setBody(e.target.value);
            if (e.target.value.trim()) typing();
          }}
          onKeyDown={onKeyDown}
          className="min-h-28"
        />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" variant="gradient" disabled={send.isPending}>
          <Send aria-hidden />
          {send.isPending ? t("inbox.reply.sending") : t("inbox.reply.send")}
        </Button>
      </div>
    </form>
  );
}
