import { useTranslation } from "react-i18next";
import { LANGUAGES, LANGUAGE_NAMES, type Language } from "@common/locales";
import { Badge } from "@/components/ui/badge";

/** "de: 3 missing" for each language with missing translations (English is the fallback, never missing). */
export function MissingBadges({ missing }: { missing: Record<Language, number> }) {
  const { t } = useTranslation("admin-content");
  const langs = LANGUAGES.filter((l) => l !== "en" && missing[l] > 0);
  if (!langs.length) return <span className="text-xs text-muted-foreground">{t("list.complete")}</span>;
  return (
    <ul className="flex flex-wrap gap-1">
      {langs.map((lng) => (
        <li key={lng}>
          <Badge variant="yellow">
            <span aria-hidden>{t("list.missingIn", { code: lng, count: missing[lng] })}</span>
            <span className="sr-only">
              {t("list.missingInLong", { language: LANGUAGE_NAMES[lng], count: missing[lng] })}
            </span>
          </Badge>
        </li>
      ))}
    </ul>
  );
}
