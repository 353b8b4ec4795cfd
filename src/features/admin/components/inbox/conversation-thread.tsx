import { Bot, Mail } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { linkify } from "@/components/workspace/linkify";
import { cn } from "@/lib/cn";
import type { ConversationDetail } from "../../api/inbox";
import { useAdminFormat } from "../../lib/format";
import { visitorLabel } from "../../lib/inbox";

/**
 * The conversation's messages, oldest first: the visitor's on the left, staff's on the right with their author, the
 * product's automatic acknowledgement as a note in the middle (its text is the widget's, in the visitor's language).
 */
export function ConversationThread({ detail }: { detail: ConversationDetail }) {
  const { t } = useTranslation("admin");
  const f = useAdminFormat();
  const listRef = useRef<HTMLOListElement>(null);
  const { conversation: c, messages } = detail;
  const count = messages.length;

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count]);

  if (!count) {
    return (
      <p className="rounded-xl border border-dashed p-4 text-sm text-muted-foreground">
        {t(c.kind === "callback" ? "inbox.thread.noNote" : "inbox.thread.empty")}
      </p>
    );
  }
  return (
    <ol
      ref={listRef}
      aria-label={t("inbox.thread.title")}
      aria-live="polite"
      tabIndex={0}
      className="grid max-h-[32rem] min-h-40 content-start gap-3 overflow-y-auto rounded-xl border bg-background/40 p-3 focus-visible:outline-2 focus-visible:outline-ring"
    >
      {messages.map((m) => {
        const time = <time dateTime={m.createdAt}>{f.dateTime(m.createdAt)}</time>;
        if (m.sender === "auto") {
          return (
            <li key={m.id} className="flex justify-center">
              <p className="inline-flex flex-wrap items-center justify-center gap-x-1.5 rounded-2xl bg-muted px-3 py-1 text-center text-xs text-muted-foreground">
                <Bot aria-hidden className="size-3.5 shrink-0" />
                <span>{t("inbox.thread.auto")}</span>
                <span>· {time}</span>
              </p>
            </li>
          );
        }
        const staff = m.sender === "staff";
        const who = staff ? (m.authorName ?? t("inbox.thread.staff")) : visitorLabel(c, t);
        // The visitor's text is emptied when their account is deleted (the conversation is closed then).
        const removed = !staff && !m.body;
        return (
          <li key={m.id} className={cn("flex min-w-0", staff ? "justify-end" : "justify-start")}>
            <article
              aria-label={t("inbox.thread.from", { who })}
              className={cn(
                "min-w-0 max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm",
                staff ? "bg-primary/20 ring-1 ring-primary/30" : "bg-card ring-1 ring-border",
              )}
            >
              {removed ? (
                <p className="italic text-muted-foreground">{t("inbox.thread.removed")}</p>
              ) : (
                <p className="whitespace-pre-wrap break-words">{linkify(m.body)}</p>
              )}
              <p className="mt-1 flex flex-wrap items-center gap-x-1 text-xs text-muted-foreground">
                <span className="break-all">{who}</span> · {time}
                {m.emailedAt && (
                  <span className="inline-flex items-center gap-1">
                    · <Mail aria-hidden className="size-3" />
                    {t("inbox.thread.emailed")}
                  </span>
                )}
              </p>
            </article>
          </li>
        );
      })}
    </ol>
  );
}
