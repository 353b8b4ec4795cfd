import { Suspense, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router";
import { rescueFocus } from "@/lib/focus";
import { GlobalWidgets } from "@/app/global-widgets";
import { Footer } from "./footer";
import { Header } from "./header";
import { PageFallback } from "./page-fallback";
import { ScreenErrorBoundary } from "./screen-error-boundary";

function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // Only on navigation: on the first load the browser has placed the page already, and a late jump
    // after hydration would move whatever the visitor was about to click.
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, behavior: "instant" });
    // If what was pressed went away with the old screen (a form's submit button), focus goes to the new
    // screen's heading once it has loaded, not to <body>. A link that is still there keeps focus.
    let frame = 0;
    let tries = 0;
    const settle = () => {
      const loaded = document.querySelector("#main h1") && !document.querySelector('#main [role="status"][aria-live]');
      if (loaded) rescueFocus();
      else if (tries++ < 600) frame = requestAnimationFrame(settle);
    };
    frame = requestAnimationFrame(settle);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return null;
}

export function SiteLayout() {
  const { t } = useTranslation("common");
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t("nav.skipToContent")}
      </a>
      <ScrollToTop />
      <Header />
      <main id="main" className="flex-1">
        <ScreenErrorBoundary>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </ScreenErrorBoundary>
      </main>
      <Footer />
      <GlobalWidgets />
    </div>
  );
}
