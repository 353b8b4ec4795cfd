import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { linkify } from "@/components/workspace/linkify";
import { cn } from "@/lib/cn";
import { formatBack, type ChatLine } from "./chat-lines";

interface ChatMessageProps {
  line: ChatLine;
  /** The signed-in visitor's name, for the welcome-back. */
  userName: string;
  onRetry: (key: string) => void;
  onEdit: (key: string) => void;
}

/** One message: who wrote it (a person's first name, "Automatic reply"), the text, and when, or its delivery state. */
export function ChatMessage({ line, userName, onRetry, onEdit }: ChatMessageProps) {
  const { t, i18n } = useTranslation("widgets");
  const mine = line.from === "visitor";
  const text =
    line.from === "team" || line.from === "auto"
      ? t(line.text, { name: userName, when: line.when ? formatBack(i18n.language, line.when) : "" })
      : line.text;
  const label = line.from === "staff" ? line.author : line.from === "auto" ? t("chat.auto") : null;
  const who = mine ? t("chat.you") : line.from === "team" ? t("chat.agent") : null;
  return (
    <div className={cn("flex flex-col", mine ? "items-end" : "items-start")}>
      {label && <p className="mb-1 px-1 text-[11px] font-medium text-muted-foreground">{label}</p>}
      <p
        className={cn(
          "max-w-[85%] rounded-2xl px-3.5 py-2 text-sm break-words whitespace-pre-line",
          mine ? "rounded-br-sm bg-primary text-primary-foreground" : "rounded-bl-sm bg-muted",
          line.state === "sending" && "opacity-70",
          line.state === "failed" && "border border-destructive bg-primary/70",
        )}
      >
        {who && <span className="sr-only">{who}: </span>}
        {/* A staff reply's http(s) links are clickable (never any other markup); the visitor's own text stays text. */}
        {line.from === "staff" ? linkify(text) : text}
      </p>
      {line.state === "sending" ? (
        <p className="mt-1 px-1 text-[11px] text-muted-foreground">{t("chat.sending")}</p>
      ) : line.state === "failed" ? (
        <div className="mt-1 flex max-w-[85%] flex-col items-end gap-1 px-1 text-end">
          <p className="text-xs text-destructive">
            {t("chat.failed")} {t(line.error ?? "chat.sendError")}
          </p>
          <div className="flex gap-1">
            <Button size="xs" variant="outline" onClick={() => onRetry(line.key)}>
              {t("chat.retry")}
            </Button>
            <Button size="xs" variant="ghost" onClick={() => onEdit(line.key)}>
              {t("chat.edit")}
            </Button>
          </div>
        </div>
      ) : (
        <time className="mt-1 px-1 text-[11px] text-muted-foreground" dateTime={new Date(line.at).toISOString()}>
          {new Intl.DateTimeFormat(i18n.language, { hour: "numeric", minute: "2-digit" }).format(line.at)}
        </time>
      )}
    </div>
  );
}
