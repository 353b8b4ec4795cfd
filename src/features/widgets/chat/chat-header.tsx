import { Headphones, Phone, X } from "lucide-react";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import type { ChatAvailability } from "@common/chat";
import { Button, buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { formatBack } from "./chat-lines";

/** "Online" only while a person of the staff is; otherwise when they are back, in the reader's language and clock. */
export function availabilityText(
  t: (key: string, options?: Record<string, string>) => string,
  language: string,
  a: ChatAvailability,
): string {
  if (a.online) return t("chat.status");
  if (!a.withinHours && a.nextOpen) return t("chat.statusAway", { when: formatBack(language, a.nextOpen) });
  return t("chat.statusAwayNow");
}

interface ChatHeaderProps {
  availability: ChatAvailability | null;
  callbackOpen: boolean;
  callbackRef: Ref<HTMLButtonElement>;
  onCallback: () => void;
  onClose: () => void;
}

export function ChatHeader({ availability, callbackOpen, callbackRef, onCallback, onClose }: ChatHeaderProps) {
  const { t, i18n } = useTranslation("widgets");
  // Merged here (tailwind-merge, in the chat's own chunk): Button itself only joins classes.
  const iconButton = cn(
    buttonVariants({ variant: "ghost", size: "icon" }),
    "size-9 shrink-0 text-white hover:bg-white/15 hover:text-white",
  );
  return (
    <header className="flex items-center gap-2 bg-brand-gradient px-4 py-3 text-white min-[360px]:gap-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-white/20 max-[359px]:hidden">
        <Headphones className="size-5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="chat-title" className="truncate font-semibold">
          {t("chat.title")}
        </h2>
        <p className="flex min-h-4 items-start gap-1.5 text-xs text-white/90">
          {availability && (
            <>
              <span
                className={cn(
                  "mt-1 size-2 shrink-0 rounded-full",
                  availability.online ? "bg-emerald-300" : "bg-amber-300",
                )}
                aria-hidden
              />
              {availabilityText(t, i18n.language, availability)}
            </>
          )}
        </p>
      </div>
      <Button
        ref={callbackRef}
        variant={null}
        size={null}
        className={cn(iconButton, callbackOpen && "bg-white/20")}
        aria-label={t("chat.callback")}
        aria-expanded={callbackOpen}
        title={t("chat.callback")}
        onClick={onCallback}
      >
        <Phone aria-hidden />
      </Button>
      <Button variant={null} size={null} className={iconButton} aria-label={t("chat.close")} onClick={onClose}>
        <X aria-hidden />
      </Button>
    </header>
  );
}
