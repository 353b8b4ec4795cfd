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
  return (
    <Button
      variant="ghost"
      size={showName ? "default" : "icon"}
      className={className}
      // With the name shown, the accessible name starts with that visible word (WCAG 2.5.3 label in name).
      aria-label={showName ? undefined : t("language.choose")}
      {...props}
    >
      <Globe aria-hidden />
      {showName ? (
        <span>
          {LANGUAGE_NAMES[current]}
          <span className="sr-only"> – {t("language.choose")}</span>
        </span>
      ) : (
        <span className="sr-only">{LANGUAGE_NAMES[current]}</span>
      )}
    </Button>
  );
}

/** The language menu, loaded when someone reaches for it (src/components/layout/language-selector.tsx). */
export const DeferredLanguageSelector = onDemand<LanguageSelectorProps>(
  async () => (await import("./language-selector")).LanguageSelector,
  LanguageButton,
);
