import { Send } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { MESSAGE_MAX, orderMessageSchema, type MessageSide } from "@common/workspace";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { ApiClientError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { linkify } from "./linkify";

export interface ThreadMessage {
  id: number;
  side: MessageSide;
  body: string;
  authorName: string | null;
  createdAt: string;
}

/**
 * An order's messages between the client and staff, newest at the bottom, with a form to write one. Shared by the
 * client's order page and the admin's order sheet; `viewer` says whose messages are "mine" (drawn on the right).
 */
export function MessageThread({
  messages,
  viewer,
  loading,
  error,
  onSend,
  sending,
}: {
  messages: ThreadMessage[] | undefined;
  viewer: MessageSide;
  loading: boolean;
  error: boolean;
  onSend: (body: string) => Promise<unknown>;
  sending: boolean;
}) {
  const { t, i18n } = useTranslation("orders");
  const [body, setBody] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const listRef = useRef<HTMLOListElement>(null);
  const count = messages?.length ?? 0;

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count]);

  const time = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = orderMessageSchema.safeParse({ body });
    if (!parsed.success) {
      setProblem(t(parsed.error.issues[0]?.message ?? "messages.errors.required"));
      return;
    }
    setProblem(undefined);
    try {
      await onSend(parsed.data.body);
      setBody("");
    } catch (err) {
      const limited = err instanceof ApiClientError && err.status === 429;
      setProblem(t(limited ? "messages.errors.rateLimited" : "messages.errors.failed"));
    }
  };

  return (
    <section aria-labelledby="order-messages-title" className="grid gap-3">
      <h2 id="order-messages-title" className="text-lg font-semibold tracking-tight">
        {t("messages.title")}
      </h2>
      {loading ? (
        <Skeleton className="h-24 w-full" aria-label={t("messages.loading")} />
      ) : error ? (
        <p role="alert" className="text-sm text-destructive">
          {t("messages.loadError")}
        </p>
      ) : count === 0 ? (
        <p className="rounded-xl border border-dashed p-4 text-sm text-muted-foreground">
          {t(viewer === "staff" ? "messages.emptyStaff" : "messages.empty")}
        </p>
      ) : (
        <ol
          ref={listRef}
          aria-label={t("messages.title")}
          aria-live="polite"
          tabIndex={0}
          className="grid max-h-[28rem] gap-3 overflow-y-auto rounded-xl border bg-background/40 p-3 focus-visible:outline-2 focus-visible:outline-ring"
        >
          {messages!.map((m) => {
            const mine = m.side === viewer;
            const who = mine
              ? t("messages.you")
              : m.side === "staff"
                ? t("messages.staff")
                : (m.authorName ?? t("messages.client"));
            return (
              <li key={m.id} className={cn("flex", mine ? "justify-end" : "justify-start")}>
                <article
                  aria-label={t("messages.from", { who })}
                  className={cn(
                    "max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm",
                    mine ? "bg-primary/20 ring-1 ring-primary/30" : "bg-card ring-1 ring-border",
                  )}
                >
                  <p className="whitespace-pre-wrap break-words">{linkify(m.body)}</p>
                  <p className="mt-1 text-xs text-muted-foreground">
                    {who} · <time dateTime={m.createdAt}>{time(m.createdAt)}</time>
                  </p>
                </article>
              </li>
            );
          })}
        </ol>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-2">
        <FormField
          label={t("messages.label")}
          hint={t("messages.counter", { count: body.length, max: MESSAGE_MAX })}
          error={problem}
        >
          <Textarea
            value={body}
            maxLength={MESSAGE_MAX}
            onChange={(e) => setBody(e.target.value)}
            className="min-h-20"
            disabled={sending}
          />
        </FormField>
        <div className="flex justify-end">
          <Button type="submit" variant="gradient" disabled={sending}>
            <Send aria-hidden />
            {sending ? t("messages.sending") : t("messages.send")}
          </Button>
        </div>
      </form>
    </section>
  );
}
