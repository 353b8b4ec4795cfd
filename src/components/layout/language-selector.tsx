import { Check, Globe } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useTranslation } from "react-i18next";
import { LANGUAGES, LANGUAGE_NAMES, isLanguage, type Language } from "@common/locales";
import { Button } from "@/components/ui/button";
import { switchLanguage } from "@/i18n/language";
import { cn } from "@/lib/cn";

export function LanguageSelector({ className, showName = false }: { className?: string; showName?: boolean }) {
  const { t, i18n } = useTranslation("common");
  const current: Language = isLanguage(i18n.language) ? i18n.language : "en";
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button
          variant="ghost"
          size={showName ? "default" : "icon"}
          className={className}
          aria-label={t("language.choose")}
        >
          <Globe aria-hidden />
          {showName ? (
            <span>{LANGUAGE_NAMES[current]}</span>
          ) : (
            <span className="sr-only">{LANGUAGE_NAMES[current]}</span>
          )}
        </Button>
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
