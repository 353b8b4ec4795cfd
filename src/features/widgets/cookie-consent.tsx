import { Cookie } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { rescueFocus } from "@/lib/focus";

export const COOKIE_CONSENT_KEY = "cookie-consent";
type Consent = "all" | "essential";

function readConsent(): Consent | null {
  try {
    const value = window.localStorage.getItem(COOKIE_CONSENT_KEY);
    return value === "all" || value === "essential" ? value : null;
  } catch {
    return null;
  }
}

/**
 * Asks once for cookie consent and remembers the answer in localStorage. The banner is prerendered (drawn
 * with the page's first paint); a saved choice hides it before that paint (public/consent-check.js) and
 * removes it after hydration.
 */
export function CookieConsent() {
  const { t } = useTranslation("widgets");
  const [visible, setVisible] = useState(true);
  const chose = useRef(false);
  const banner = useRef<HTMLElement>(null);

  // While the banner is open, what it covers can still be scrolled into view, and a focused control is
  // scrolled clear of it (app.css: scroll-padding and page padding by its height, WCAG 2.4.11).
  useEffect(() => {
    const el = banner.current;
    if (!visible || !el) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty("--cookie-banner-space", `${el.getBoundingClientRect().height + 12}px`),
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--cookie-banner-space");
    };
  }, [visible]);

  useEffect(() => {
    setVisible(readConsent() === null);
  }, []);

  const choose = (consent: Consent) => {
    try {
      window.localStorage.setItem(COOKIE_CONSENT_KEY, consent);
    } catch {
      /* storage may be blocked: the banner simply closes for this visit */
    }
    chose.current = true;
    setVisible(false);
  };

  // The pressed button leaves with the banner: focus goes to the page's main heading, not to <body>.
  useEffect(() => {
    if (!visible && chose.current) rescueFocus();
  }, [visible]);

  if (!visible) return null;
  return (
    <section
      ref={banner}
      data-cookie-banner
      data-floating
      aria-labelledby="cookie-title"
      className="fixed inset-x-3 bottom-3 z-50 rounded-2xl border bg-popover/95 p-4 shadow-2xl sm:p-5 shadow-black/50 backdrop-blur sm:inset-x-auto sm:left-6 sm:bottom-6 sm:max-w-md"
    >
      <div className="flex gap-3">
        <Cookie className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden />
        <div>
          <h2 id="cookie-title" className="font-semibold">
            {t("cookies.title")}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {t("cookies.body")}{" "}
            <Link to={paths.cookies} className="text-primary underline underline-offset-4">
              {t("cookies.learnMore")}
            </Link>
          </p>
        </div>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-2 sm:mt-4 sm:flex sm:justify-end">
        <Button variant="outline" size="sm" onClick={() => choose("essential")}>
          {t("cookies.essential")}
        </Button>
        <Button variant="gradient" size="sm" onClick={() => choose("all")}>
          {t("cookies.acceptAll")}
        </Button>
      </div>
    </section>
  );
}
