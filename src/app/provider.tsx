import type { i18n as I18n } from "i18next";
import { useEffect, type ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { setApiLanguage } from "@/lib/api-base";

/** Keeps <html lang> in step with the chosen language. */
function HtmlLang({ i18n }: { i18n: I18n }) {
  useEffect(() => {
    const apply = (lng: string) => {
      document.documentElement.lang = lng;
      setApiLanguage(lng);
    };
    apply(i18n.language);
    i18n.on("languageChanged", apply);
    return () => i18n.off("languageChanged", apply);
  }, [i18n]);
  return null;
}

export function AppProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  // TanStack Query is not here: the screens and widgets that read server data bring it (src/lib/query/query-root.tsx).
  return (
    <I18nextProvider i18n={i18n}>
      <HtmlLang i18n={i18n} />
      {children}
      <LazyToaster />
    </I18nextProvider>
  );
}
