import { MessageCircle } from "lucide-react";
import { lazy, Suspense, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth/use-auth";
import { useChat, type ChatTexts } from "./use-chat";

// The panel loads when the launcher is reached for; the first screen only needs the launcher.
const loadPanel = () => import("./chat-panel");
const ChatPanel = lazy(async () => ({ default: (await loadPanel()).ChatPanel }));

const TEXTS: ChatTexts = {
  greeting: "chat.greeting",
  welcomeBack: "chat.welcomeBack",
  replies: ["chat.replies.0", "chat.replies.1", "chat.replies.2", "chat.replies.3"],
};

/** The floating support chat at the bottom right (spec §2, §4); it makes no calls. */
export function ChatWidget() {
  const { t } = useTranslation("widgets");
  const { status, user } = useAuth();
  const chat = useChat({ signedIn: status === "signed-in", texts: TEXTS });
  const userName = user?.name || user?.email || "";
  const launcher = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    // Closing the panel hands focus back to the button that opened it.
    if (wasOpen.current && !chat.open) launcher.current?.focus();
    wasOpen.current = chat.open;
  }, [chat.open]);
  return (
    <div className="fixed right-4 bottom-4 z-40 flex flex-col items-end gap-3 sm:right-6 sm:bottom-6">
      {chat.open && (
        <Suspense fallback={null}>
          <ChatPanel
            messages={chat.messages}
            typing={chat.typing}
            userName={userName}
            onSend={chat.send}
            onClose={chat.closeChat}
          />
        </Suspense>
      )}
      {!chat.open && (
        <Button
          ref={launcher}
          variant="gradient"
          size="icon"
          className="size-14 rounded-full shadow-xl [&_svg]:size-6"
          aria-label={t("chat.open")}
          aria-expanded={false}
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          onClick={chat.openChat}
        >
          <MessageCircle aria-hidden />
        </Button>
      )}
    </div>
  );
}
