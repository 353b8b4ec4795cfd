import { useId } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { ContentField } from "@common/content";
import { RICH_HTML_MESSAGE, RICH_IMAGE_MESSAGE, RICH_LINK_MESSAGE } from "@common/rich-text";
import { LANGUAGES, LANGUAGE_NAMES, type Language } from "@common/locales";
import { Badge } from "@/components/ui/badge";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/cn";
import { isMissing, MAX_TEXT, type ContentFormValues } from "../lib/content-form";

/** The shared schema's sentences (common/content.ts), as the server sends them, and their keys here. */
const SCHEMA_MESSAGES: Record<string, string> = {
  [`At most ${MAX_TEXT} characters.`]: "errors.tooLong",
  "Remove control characters from this text.": "errors.control",
  "Scripts and script links are not allowed in a text.": "errors.unsafe",
  [RICH_HTML_MESSAGE]: "rich.html",
  [RICH_IMAGE_MESSAGE]: "rich.image",
  [RICH_LINK_MESSAGE]: "rich.link",
};

/** A form error's text in the reader's language: the form's own are keys, the server's its sentence. */
function errorText(t: (k: string) => string, message: string | undefined) {
  if (!message) return undefined;
  const key = message.startsWith("errors.") ? message : SCHEMA_MESSAGES[message];
  return key ? t(key) : message;
}

/**
 * One field in six languages side by side (stacked on a phone, each with its language), English first. A missing
 * translation is marked: the page shows the English text in its place.
 */
export function FieldEditor({
  form,
  index,
  field,
}: {
  form: UseFormReturn<ContentFormValues>;
  index: number;
  field: ContentField;
}) {
  const { t } = useTranslation("admin-content");
  const id = useId();
  const values = useWatch({ control: form.control, name: `fields.${index}.values` });
  const errors = form.formState.errors.fields?.[index]?.values;

  return (
    <fieldset className="grid gap-3 rounded-xl border p-4">
      <legend className="flex flex-wrap items-center gap-2 px-1">
        <span className="break-all font-mono text-sm font-medium">{field.key}</span>
        {field.changed && <Badge variant="blue">{t("editor.changed")}</Badge>}
      </legend>
      <div className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
        {LANGUAGES.map((lng: Language) => {
          const controlId = `${id}-${lng}`;
          const missing = lng !== "en" && isMissing(values?.[lng]);
          const error = errorText(t, errors?.[lng]?.message);
          const describedBy =
            [field.rich && `${id}-rich`, missing && `${controlId}-missing`, error && `${controlId}-error`]
              .filter(Boolean)
              .join(" ") || undefined;
          const control = {
            id: controlId,
            lang: lng,
            maxLength: MAX_TEXT,
            "aria-invalid": error ? true : undefined,
            "aria-describedby": describedBy,
            ...form.register(`fields.${index}.values.${lng}`),
          };
          return (
            <div
              key={lng}
              className={cn("grid content-start gap-1.5", missing && "border-l-2 border-yellow-500/70 pl-2")}
            >
              <label htmlFor={controlId} className="text-sm font-medium">
                <span className="sr-only">{field.key} — </span>
                {LANGUAGE_NAMES[lng]}
              </label>
              {field.multiline ? <Textarea rows={4} {...control} /> : <Input autoComplete="off" {...control} />}
              {missing && (
                <p id={`${controlId}-missing`} className="text-xs text-yellow-300">
                  {t("editor.missing")}
                </p>
              )}
              {error && (
                <p id={`${controlId}-error`} className="text-sm text-destructive">
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
      {field.rich && (
        <p id={`${id}-rich`} className="text-xs text-muted-foreground">
          {t("rich.help")}
        </p>
      )}
    </fieldset>
  );
}
