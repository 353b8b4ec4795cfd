import { MessageCircle } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Dodge } from "../dodge";

// The panel (and all the chat's logic) loads when the launcher is reached for; the first screen only needs the button.
// It reads server data, so TanStack Query comes with it (src/lib/query/query-root.tsx).
const loadPanel = () => Promise.all([import("./chat-panel"), import("@/lib/query/query-root")]);
const ChatPanel = lazy(async () => {
  const [{ ChatPanel: Panel }, { QueryRoot }] = await loadPanel();
  return {
    default: (props: ComponentProps<typeof Panel>) => (
      <QueryRoot>
        <Panel {...props} />
      </QueryRoot>
    ),
  };
});

/** An e-mail's link back into a conversation: /<lang>?chat=<token>. */
const RESUME_PARAM = "chat";

/** The launcher's size (size-14): where it sits, bottom right of the widget's corner, even while it is not shown. */
const LAUNCHER_PX = 56;

/** The floating support chat at the bottom right (spec §2, §4). */
export function ChatWidget() {
  const { t } = useTranslation("widgets");
  const [open, setOpen] = useState(false);
  // Once opened, the panel stays mounted while closed, so a draft or an unsent message survives closing it.
  const [loaded, setLoaded] = useState(false);
  const [resumeToken, setResumeToken] = useState<string | null>(null);
  const launcher = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  // It steps aside while a control, a field or a price of the page is scrolled under it, and on a phone while a field
  // of the page has focus.
  const [aside, setAside] = useState(false);
  const launcherArea = useCallback(() => {
    // (Never while it has the keyboard's focus: taking it away would drop the focus.)
    if (root.current?.contains(document.activeElement)) return null;
    const corner = root.current?.getBoundingClientRect();
    return corner
      ? new DOMRect(corner.right - LAUNCHER_PX, corner.bottom - LAUNCHER_PX, LAUNCHER_PX, LAUNCHER_PX)
      : null;
  }, []);
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
    <div
      ref={root}
      data-floating
      className="fixed right-4 bottom-4 z-40 flex flex-col items-end gap-3 sm:right-6 sm:bottom-6"
    >
      {loaded && (
        <Suspense fallback={null}>
          <ChatPanel open={open} resumeToken={resumeToken} onClose={() => setOpen(false)} />
        </Suspense>
      )}
      <Dodge zone={launcherArea} typingOutside={root} onChange={setAside} />
      {!open && !aside && (
        <Button
          ref={launcher}
          variant={null}
          size={null}
          className="size-14 justify-center rounded-full bg-brand-gradient text-center text-sm font-medium text-white shadow-xl shadow-primary/20 hover:opacity-95 [&_svg]:size-6"
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
