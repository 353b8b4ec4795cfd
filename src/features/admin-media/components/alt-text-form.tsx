import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGES, LANGUAGE_NAMES } from "@common/locales";
import { MEDIA_LIMITS, type MediaAlt, type MediaDto } from "@common/media";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useSaveAlt } from "../api/media";

/** The alt text of one image in the six languages side by side; an empty field is a missing alt text. */
export function AltTextForm({ media }: { media: MediaDto }) {
  const { t } = useTranslation("admin-media");
  const [alt, setAlt] = useState<MediaAlt>(media.alt);
  const save = useSaveAlt();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ id: media.id, alt });
  };
  return (
    <form onSubmit={submit} className="grid gap-3" aria-label={t("alt.title", { id: media.id })}>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {LANGUAGES.map((lng) => {
          const id = `alt-${media.id}-${lng}`;
          return (
            <div key={lng} className="grid gap-1">
              <Label htmlFor={id} className="flex items-center justify-between gap-2">
                <span lang={lng}>{LANGUAGE_NAMES[lng]}</span>
                {!alt[lng]?.trim() && <span className="text-xs font-normal text-yellow-300">{t("alt.missing")}</span>}
              </Label>
              <Input
                id={id}
                lang={lng}
                maxLength={MEDIA_LIMITS.altLength}
                value={alt[lng] ?? ""}
                onChange={(e) => setAlt((a) => ({ ...a, [lng]: e.target.value }))}
              />
            </div>
          );
        })}
      </div>
      <div className="flex items-center gap-3">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {t("alt.save")}
        </Button>
        <span role="status" className="text-sm">
          {save.isSuccess && t("alt.saved")}
          {save.isError && <span className="text-red-300">{t("errors.generic")}</span>}
        </span>
      </div>
    </form>
  );
}
