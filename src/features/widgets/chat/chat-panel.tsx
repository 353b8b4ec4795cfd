import { Send } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { CHAT_LIMITS } from "@common/chat";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useAuth } from "@/lib/auth/use-auth";
import { usePowPrefetch } from "@/lib/pow/use-pow";
import { CallbackForm } from "./callback-form";
import { ChatEmail } from "./chat-email";
import { ChatHeader } from "./chat-header";
import { ChatLog } from "./chat-log";
import { useChat } from "./use-chat";

interface ChatPanelProps {
  open: boolean;
  /** From an e-mail's link: the conversation to hand to this browser. */
  resumeToken: string | null;
  onClose: () => void;
}

/** The chat's panel; it stays mounted (hidden) once opened, so drafts and unsent messages outlive closing it. */
export function ChatPanel({ open, resumeToken, onClose }: ChatPanelProps) {
  const { t } = useTranslation("widgets");
  const { status, user } = useAuth();
  const chat = useChat({ open, signedIn: status === "signed-in", resumeToken });
  const [view, setView] = useState<"chat" | "callback">("chat");
  const [draft, setDraft] = useState("");
  const panelRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const callbackRef = useRef<HTMLButtonElement>(null);
  const userName = user?.name || user?.email || "";
  // A first message or a callback costs a proof-of-work: it is solved while the visitor writes.
  usePowPrefetch(open && (view === "callback" || (chat.availability !== null && !chat.conversationId)));

  useEffect(() => {
    // Opening moves focus into the panel: the message field, or the callback form's first field.
    if (open) panelRef.current?.querySelector<HTMLElement>("[data-autofocus]")?.focus();
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chat.send(draft)) setDraft("");
  };

  const closeCallback = () => {
    setView("chat");
    // The form goes away with the press: focus returns to the button that opened it.
    requestAnimationFrame(() => callbackRef.current?.focus());
  };

  const away = chat.availability !== null && !chat.availability.online;

  return (
    <section
      ref={panelRef}
      role="dialog"
      aria-labelledby="chat-title"
      hidden={!open}
      onKeyDown={(e) => e.key === "Escape" && onClose()}
      className="flex h-[min(36rem,calc(100dvh-5.5rem))] w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-2xl border bg-card shadow-2xl shadow-black/40 sm:w-96"
    >
      <ChatHeader
        availability={chat.availability}
        callbackOpen={view === "callback"}
        callbackRef={callbackRef}
        onCallback={() => (view === "callback" ? closeCallback() : setView("callback"))}
        onClose={onClose}
      />
      {view === "callback" ? (
        <CallbackForm name={user?.name ?? ""} onDone={closeCallback} />
      ) : (
        <>
          {(away || chat.email) && <ChatEmail email={chat.email} onSave={chat.saveEmail} />}
          <ChatLog
            lines={chat.lines}
            typing={chat.typing}
            userName={userName}
            loadFailed={chat.loadFailed}
            resumeFailed={chat.resumeFailed}
            onReload={chat.reload}
            onRetry={chat.retry}
            onEdit={(key) => {
              const text = chat.edit(key);
              setDraft((current) => (current.trim() ? `${text} ${current}` : text));
              inputRef.current?.focus();
            }}
          />
          <form onSubmit={submit} className="flex gap-2 border-t p-3">
            <label htmlFor="chat-input" className="sr-only">
              {t("chat.inputLabel")}
            </label>
            <Input
              ref={inputRef}
              id="chat-input"
              data-autofocus
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              placeholder={t("chat.placeholder")}
              autoComplete="off"
              maxLength={CHAT_LIMITS.message}
            />
            <Button type="submit" size="icon" variant="gradient" aria-label={t("chat.send")} disabled={!draft.trim()}>
              <Send aria-hidden />
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
