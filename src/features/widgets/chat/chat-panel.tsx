import { Headphones, Phone, Send, X } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import type { ChatMessage } from "./use-chat";

interface ChatPanelProps {
  messages: ChatMessage[];
  typing: boolean;
  userName: string;
  onSend: (text: string) => boolean;
  onClose: () => void;
}

export function ChatPanel({ messages, typing, userName, onSend, onClose }: ChatPanelProps) {
  const { t, i18n } = useTranslation("widgets");
  const [draft, setDraft] = useState("");
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const time = new Intl.DateTimeFormat(i18n.language, { hour: "numeric", minute: "2-digit" });

  useEffect(() => inputRef.current?.focus(), []);
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, typing]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (onSend(draft)) setDraft("");
  };

  return (
    <section
      role="dialog"
      aria-labelledby="chat-title"
      onKeyDown={(e) => e.key === "Escape" && onClose()}
      className="flex h-[min(32rem,calc(100dvh-7rem))] w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-2xl border bg-card shadow-2xl shadow-black/40 sm:w-96"
    >
      <header className="flex items-center gap-3 bg-brand-gradient px-4 py-3 text-white">
        <span className="flex size-9 items-center justify-center rounded-full bg-white/20">
          <Headphones className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="chat-title" className="truncate font-semibold">
            {t("chat.title")}
          </h2>
          <p className="flex items-center gap-1.5 text-xs text-white/85">
            <span className="size-2 rounded-full bg-emerald-300" aria-hidden />
            {t("chat.status")}
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="size-9 text-white hover:bg-white/15 hover:text-white"
          aria-label={t("chat.callback")}
          title={t("chat.callback")}
          onClick={() => toast(t("chat.callbackToast.title"), { description: t("chat.callbackToast.description") })}
        >
          <Phone aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-9 text-white hover:bg-white/15 hover:text-white"
          aria-label={t("chat.close")}
          onClick={onClose}
        >
          <X aria-hidden />
        </Button>
      </header>
      <div
        ref={logRef}
        role="log"
        aria-label={t("chat.messages")}
        aria-live="polite"
        className="flex-1 space-y-3 overflow-y-auto p-4"
      >
        {messages.map((m) => (
          <div key={m.id} className={cn("flex flex-col", m.sender === "user" ? "items-end" : "items-start")}>
            <p
              className={cn(
                "max-w-[85%] rounded-2xl px-3.5 py-2 text-sm break-words",
                m.sender === "user" ? "rounded-br-sm bg-primary text-primary-foreground" : "rounded-bl-sm bg-muted",
              )}
            >
              <span className="sr-only">{t(m.sender === "user" ? "chat.you" : "chat.agent")}: </span>
              {m.sender === "agent" ? t(m.content, { name: userName }) : m.content}
            </p>
            <time
              className="mt-1 px-1 text-[11px] text-muted-foreground"
              dateTime={new Date(m.timestamp).toISOString()}
            >
              {time.format(m.timestamp)}
            </time>
          </div>
        ))}
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
      <form onSubmit={submit} className="flex gap-2 border-t p-3">
        <label htmlFor="chat-input" className="sr-only">
          {t("chat.inputLabel")}
        </label>
        <Input
          ref={inputRef}
          id="chat-input"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={t("chat.placeholder")}
          autoComplete="off"
          maxLength={1000}
        />
        <Button type="submit" size="icon" variant="gradient" aria-label={t("chat.send")} disabled={!draft.trim()}>
          <Send aria-hidden />
        </Button>
      </form>
    </section>
  );
}
