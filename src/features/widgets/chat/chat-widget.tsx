import { MessageCircle } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { useOverPrimaryAction } from "../use-over-primary-action";

// The panel (and all the chat's logic) loads when the launcher is reached for; the first screen only needs the button.
const loadPanel = () => import("./chat-panel");
const ChatPanel = lazy(async () => ({ default: (await loadPanel()).ChatPanel }));

/** An e-mail's link back into a conversation: /<lang>?chat=<token>. */
const RESUME_PARAM = "chat";

/** The launcher's size (size-14): where it sits, bottom right of the widget's corner, even while it is not shown. */
const LAUNCHER_PX = 56;

const FIELD = "input:not([type=checkbox]):not([type=radio]):not([type=button]):not([type=submit]), textarea, select";

/**
 * On a phone, while the visitor types in a field of the page, the launcher steps aside (it would sit over the field,
 * the on-screen keyboard's neighbour, or the form's button); it is back as soon as the field loses focus.
 */
function useTypingElsewhere(root: RefObject<HTMLElement | null>) {
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    const phone = window.matchMedia?.("(max-width: 767px)");
    const update = () => {
      const el = document.activeElement;
      setTyping(!!phone?.matches && !!el && el.matches(FIELD) && !root.current?.contains(el));
    };
    // After a focusout, activeElement is the body until the next element has focus: look once that has settled.
    const settle = () => setTimeout(update);
    document.addEventListener("focusin", update);
    document.addEventListener("focusout", settle);
    return () => {
      document.removeEventListener("focusin", update);
      document.removeEventListener("focusout", settle);
    };
  }, [root]);
  return typing;
}

/** The floating support chat at the bottom right (spec §2, §4). */
export function ChatWidget() {
  const { t } = useTranslation("widgets");
  const [open, setOpen] = useState(false);
  // Once opened, the panel stays mounted while closed, so a draft or an unsent message survives closing it.
  const [loaded, setLoaded] = useState(false);
  const [resumeToken, setResumeToken] = useState<string | null>(null);
  const launcher = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const typingElsewhere = useTypingElsewhere(root);
  // Nor does it sit over a form's submit or another primary button scrolled under it on a phone.
  const launcherArea = useCallback(() => {
    // (Never while it has the keyboard's focus: taking it away would drop the focus.)
    if (root.current?.contains(document.activeElement)) return null;
    const corner = root.current?.getBoundingClientRect();
    return corner
      ? new DOMRect(corner.right - LAUNCHER_PX, corner.bottom - LAUNCHER_PX, LAUNCHER_PX, LAUNCHER_PX)
      : null;
  }, []);
  const overPrimary = useOverPrimaryAction(launcherArea);
  const wasOpen = useRef(false);
  const { search, hash } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const params = new URLSearchParams(search);
    const token = params.get(RESUME_PARAM);
    if (!token) return;
    // The token leaves the address bar (and so the history, bookmarks and shared links) at once.
    params.delete(RESUME_PARAM);
    const rest = params.toString();
    void navigate({ search: rest ? `?${rest}` : "", hash }, { replace: true, preventScrollReset: true });
    setResumeToken(token);
    setLoaded(true);
    setOpen(true);
  }, [search, hash, navigate]);

  useEffect(() => {
    // Closing the panel hands focus back to the button that opened it.
    if (wasOpen.current && !open) launcher.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <div ref={root} className="fixed right-4 bottom-4 z-40 flex flex-col items-end gap-3 sm:right-6 sm:bottom-6">
      {loaded && (
        <Suspense fallback={null}>
          <ChatPanel open={open} resumeToken={resumeToken} onClose={() => setOpen(false)} />
        </Suspense>
      )}
      {!open && !typingElsewhere && !overPrimary && (
        <Button
          ref={launcher}
          variant="gradient"
          size="icon"
          className="size-14 rounded-full shadow-xl [&_svg]:size-6"
          aria-label={t("chat.open")}
          aria-expanded={false}
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          onClick={() => {
            setLoaded(true);
            setOpen(true);
          }}
        >
          <MessageCircle aria-hidden />
        </Button>
      )}
    </div>
  );
}
