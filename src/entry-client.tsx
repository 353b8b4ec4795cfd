import "@/lib/zod-jitless";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { DEFAULT_LANGUAGE } from "@common/locales";
import { AppProvider } from "@/app/provider";
import { routes } from "@/app/routes";
import { createI18n, detectLanguage, loadLanguage } from "@/i18n/i18n";
import "@/styles/app.css";

async function start() {
  document.documentElement.classList.add("dark");
  const i18n = createI18n();
  const lng = detectLanguage();
  if (lng !== DEFAULT_LANGUAGE) {
    await loadLanguage(i18n, lng);
    await i18n.changeLanguage(lng);
  }
  document.documentElement.lang = lng;

  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <AppProvider i18n={i18n}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );

  const container = document.getElementById("root")!;
  // Pages are prerendered in English: hydrate those; draw anew in another language or on the bare shell.
  if (container.firstElementChild && lng === DEFAULT_LANGUAGE) hydrateRoot(container, app);
  else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

void start();
