import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import type { ChatLine } from "./chat-lines";
import { ChatMessage } from "./chat-message";

interface ChatLogProps {
  lines: ChatLine[];
  typing: boolean;
  userName: string;
  loadFailed: boolean;
  resumeFailed: boolean;
  onReload: () => void;
  onRetry: (key: string) => void;
  onEdit: (key: string) => void;
}

/** The messages, as a polite live region: each new one is read out once it is added. */
export function ChatLog({
  lines,
  typing,
  userName,
  loadFailed,
  resumeFailed,
  onReload,
  onRetry,
  onEdit,
}: ChatLogProps) {
  const { t } = useTranslation("widgets");
  const logRef = useRef<HTMLDivElement>(null);
  const last = lines.at(-1);
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [lines.length, last?.state, typing]);

  return (
    <div
      ref={logRef}
      role="log"
      aria-label={t("chat.messages")}
      aria-live="polite"
      className="flex-1 space-y-3 overflow-y-auto p-4"
    >
      {resumeFailed && <p className="rounded-lg bg-muted p-3 text-xs">{t("chat.resumeError")}</p>}
      {lines.map((line) => (
        <ChatMessage key={line.key} line={line} userName={userName} onRetry={onRetry} onEdit={onEdit} />
      ))}
      {loadFailed && (
        <div className="flex flex-wrap items-center gap-2 rounded-lg bg-muted p-3 text-xs">
          <p className="flex-1">{t("chat.loadError")}</p>
          <Button size="xs" variant="outline" onClick={onReload}>
            {t("chat.retry")}
          </Button>
        </div>
      )}
      {typing && (
        <div role="status" className="flex items-center gap-2 text-xs text-muted-foreground">
          <span className="flex gap-1 rounded-2xl rounded-bl-sm bg-muted px-3.5 py-3" aria-hidden>
            {[0, 150, 300].map((delay) => (
              <span
                key={delay}
                className="size-1.5 animate-bounce rounded-full bg-muted-foreground"
                style={{ animationDelay: `${delay}ms` }}
              />
            ))}
          </span>
          {t("chat.typing")}
        </div>
      )}
    </div>
  );
}
