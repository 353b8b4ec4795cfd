import { Globe } from "lucide-react";
import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGE_NAMES, isLanguage, type Language } from "@common/locales";
import { Button } from "@/components/ui/button";
import { onDemand } from "@/components/ui/on-demand";

export interface LanguageSelectorProps {
  className?: string;
  showName?: boolean;
}

/** The language selector's trigger: drawn at once, also as the stand-in until its menu has loaded. */
export function LanguageButton({
  className,
  showName = false,
  ...props
}: LanguageSelectorProps & Omit<ComponentProps<typeof Button>, "children">) {
  const { t, i18n } = useTranslation("common");
  const current: Language = isLanguage(i18n.language) ? i18n.language : "en";
  // The name is the button's own text, the visible language first: "English – Choose language" (WCAG 2.5.3 label
  // in name: an aria-label "Choose language" over the text "English" was not; HTML_CodeSniffer, issue 45).
  return (
    <Button variant="ghost" size={showName ? "default" : "icon"} className={className} {...props}>
      <Globe aria-hidden />
      <span className={showName ? undefined : "sr-only"}>
        {LANGUAGE_NAMES[current]}
        <span className="sr-only"> – {t("language.choose")}</span>
      </span>
    </Button>
  );
}

/** The language menu, loaded when someone reaches for it (src/components/layout/language-selector.tsx). */
export const DeferredLanguageSelector = onDemand<LanguageSelectorProps>(
  async () => (await import("./language-selector")).LanguageSelector,
  LanguageButton,
);
