import { useWatch, type Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { LANGUAGES, LANGUAGE_NAMES } from "@common/locales";
import { missingCounts, type ContentFormValues } from "../lib/content-form";

/** At the top of the editor: how many texts each language still lacks, as typed right now. */
export function MissingSummary({ control }: { control: Control<ContentFormValues> }) {
  const { t } = useTranslation("admin-content");
  const fields = useWatch({ control, name: "fields" });
  const lists = useWatch({ control, name: "lists" });
  // The texts of entries removed from a list do not count.
  const counts = missingCounts({ fields: fields ?? [], lists: lists ?? [] });
  return (
    <section aria-label={t("editor.missingSummary")} className="rounded-xl border p-4">
      <h2 className="mb-2 text-sm font-medium">{t("editor.missingSummary")}</h2>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {LANGUAGES.filter((l) => l !== "en").map((lng) => (
          <li key={lng} className={counts[lng] ? "text-yellow-300" : "text-muted-foreground"}>
            {LANGUAGE_NAMES[lng]}:{" "}
            {counts[lng] ? t("editor.missingCount", { count: counts[lng] }) : t("editor.noneMissing")}
          </li>
        ))}
      </ul>
    </section>
  );
}
