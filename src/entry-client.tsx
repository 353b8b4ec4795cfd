import "@/lib/zod-jitless";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter, matchRoutes } from "react-router";
import { carryFormatted } from "@common/formatted";
import { AppRoutes } from "@/app/app-routes";
import { AppProvider } from "@/app/provider";
import { SiteDataProvider } from "@/app/site-data";
import { routes } from "@/app/routes";
import { createClientI18n, readEmbeddedStrings } from "@/i18n/client";
import { migrateSavedChoice, pageLanguage, routerBasename } from "@/i18n/language";
import "@/styles/app.css";

async function start() {
  document.documentElement.classList.add("dark");
  if (migrateSavedChoice()) return;
  // The URL names the language (/de/… German, unprefixed English); the page carries its strings.
  const lng = pageLanguage();
  const embedded = readEmbeddedStrings();
  // The page's numbers and dates as the prerender formatted them: hydration draws them without making a formatter.
  if (embedded?.lng === lng) carryFormatted(embedded.formatted);
  const i18n = await createClientI18n(lng, embedded);
  document.documentElement.lang = lng;

  const app = (
    <StrictMode>
      <AppProvider i18n={i18n}>
        <SiteDataProvider value={embedded?.site}>
          <BrowserRouter basename={routerBasename(lng)}>
            <AppRoutes />
          </BrowserRouter>
        </SiteDataProvider>
      </AppProvider>
    </StrictMode>
  );

  const container = document.getElementById("root")!;
  // The language's not-found page is served for any unknown path; a route with parameters (/order/x) draws
  // its own not-found view, so that page is drawn anew rather than hydrated.
  const notFoundHtml = container.hasAttribute("data-not-found");
  const matchesHtml =
    !notFoundHtml || matchRoutes(routes, window.location, routerBasename(lng))?.at(-1)?.route.path === "*";
  // Prerendered pages are in the URL's language: hydrate them; draw the bare shell anew.
  // Hydration as a transition: React yields to the browser between pieces of work instead of one long task (the
  // main thread answers input while the page hydrates; events on not-yet-hydrated parts are replayed).
  if (container.firstElementChild && embedded && matchesHtml) startTransition(() => void hydrateRoot(container, app));
  else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

void start();
