import { Cookie } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";

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

  useEffect(() => {
    setVisible(readConsent() === null);
  }, []);

  const choose = (consent: Consent) => {
    try {
      window.localStorage.setItem(COOKIE_CONSENT_KEY, consent);
    } catch {
      /* storage may be blocked: the banner simply closes for this visit */
    }
    setVisible(false);
  };

  if (!visible) return null;
  return (
    <section
      data-cookie-banner
      aria-labelledby="cookie-title"
      className="fixed inset-x-3 bottom-3 z-50 rounded-2xl border bg-popover/95 p-5 shadow-2xl shadow-black/50 backdrop-blur sm:inset-x-auto sm:left-6 sm:bottom-6 sm:max-w-md"
    >
      <div className="flex gap-3">
        <Cookie className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden />
        <div>
          <h2 id="cookie-title" className="font-semibold">
            {t("cookies.title")}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {t("cookies.body")}{" "}
            <Link to={paths.cookies} className="text-primary underline-offset-4 hover:underline">
              {t("cookies.learnMore")}
            </Link>
          </p>
        </div>
      </div>
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
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
