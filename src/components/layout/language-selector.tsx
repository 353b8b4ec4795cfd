import { Check } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useTranslation } from "react-i18next";
import { LANGUAGES, LANGUAGE_NAMES, isLanguage, type Language } from "@common/locales";
import { switchLanguage } from "@/i18n/language";
import { cn } from "@/lib/cn";
import { LanguageButton, type LanguageSelectorProps } from "./language-button";

/** The language menu; the header shows <DeferredLanguageSelector> (./language-button.tsx), which loads it on use. */
export function LanguageSelector({
  className,
  showName = false,
  defaultOpen,
}: LanguageSelectorProps & { defaultOpen?: boolean }) {
  const { t, i18n } = useTranslation("common");
  const current: Language = isLanguage(i18n.language) ? i18n.language : "en";
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <LanguageButton className={className} showName={showName} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-[60] min-w-40 rounded-lg border bg-popover p-1 text-popover-foreground shadow-xl"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs text-muted-foreground">
            {t("language.label")}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={current} onValueChange={(lng) => isLanguage(lng) && switchLanguage(lng)}>
            {LANGUAGES.map((lng) => (
              <DropdownMenu.RadioItem
                key={lng}
                value={lng}
                lang={lng}
                className={cn(
                  "flex cursor-pointer items-center justify-between gap-3 rounded-md px-2 py-1.5 text-sm outline-none",
                  "data-[highlighted]:bg-accent data-[state=checked]:font-semibold",
                )}
              >
                {LANGUAGE_NAMES[lng]}
                <DropdownMenu.ItemIndicator>
                  <Check className="size-4" aria-hidden />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
