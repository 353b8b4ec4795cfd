import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { isLanguage, LANGUAGE_NAMES } from "@common/locales";
import { MEDIA_ACCEPT, type MediaDto } from "@common/media";
import { MediaPicture } from "@/components/media/media-picture";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ApiClientError } from "@/lib/api-client";
import { originalHref, useDeleteMedia } from "../api/media";
import { AltTextForm } from "./alt-text-form";
import { UploadStatus } from "./upload-status";
import { useUpload } from "./use-upload";

/** One image: its thumbnail, size, missing alt texts, uses; edit alt text, replace, download the original, delete. */
export function MediaCard({ media }: { media: MediaDto }) {
  const { t, i18n } = useTranslation("admin-media");
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const replaceInput = useRef<HTMLInputElement>(null);
  const replace = useUpload(media.id);
  const remove = useDeleteMedia();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const label = t("card.label", { id: media.id });
  const removeError = remove.error instanceof ApiClientError ? remove.error : null;
  return (
    <li className="grid content-start gap-3 rounded-xl border border-border bg-card p-4" aria-label={label}>
      <div className="aspect-video overflow-hidden rounded-lg bg-muted">
        <MediaPicture
          media={media}
          language={language}
          sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
          className="h-full w-full object-contain"
        />
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">{label}</span>
        <span className="text-muted-foreground">
          {t("card.dimensions", { width: media.width, height: media.height })} ·{" "}
          {t("card.version", { n: media.version })}
        </span>
      </div>
      <p className="text-sm">
        {media.missingAlt.length === 0 ? (
          <Badge variant="green">{t("card.altComplete")}</Badge>
        ) : (
          <>
            <span className="text-yellow-300">{t("card.missingAlt")}</span>{" "}
            {media.missingAlt.map((l) => LANGUAGE_NAMES[l]).join(", ")}
          </>
        )}
      </p>
      <p className="text-sm text-muted-foreground">
        {media.usage.length
          ? t("card.usedBy", {
              count: media.usage.length,
              list: media.usage.map((u) => `${u.kind} ${u.id}`).join(", "),
            })
          : t("card.unused")}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" aria-expanded={editing} onClick={() => setEditing((v) => !v)}>
          {t("card.editAlt")}
        </Button>
        <Button size="sm" variant="outline" disabled={replace.busy} onClick={() => replaceInput.current?.click()}>
          {t("card.replace")}
        </Button>
        <Button size="sm" variant="outline" asChild>
          <a href={originalHref(media.id)} download>
            {t("card.download")}
          </a>
        </Button>
        <Button size="sm" variant="destructive" onClick={() => setConfirming(true)} disabled={remove.isPending}>
          {t("card.delete")}
        </Button>
        <input
          ref={replaceInput}
          type="file"
          accept={MEDIA_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (file) void replace.start(file);
          }}
        />
      </div>
      {confirming && (
        <div role="group" aria-label={t("card.confirmDelete")} className="flex flex-wrap items-center gap-2 text-sm">
          <span>{t("card.confirmDelete")}</span>
          <Button
            size="sm"
            variant="destructive"
            onClick={() => {
              setConfirming(false);
              remove.mutate(media.id);
            }}
          >
            {t("card.deleteConfirmed")}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
            {t("card.cancel")}
          </Button>
        </div>
      )}
      {removeError && (
        <p role="alert" className="text-sm text-red-300">
          {removeError.code === "MEDIA_IN_USE"
            ? t("errors.MEDIA_IN_USE", {
                list: media.usage.map((u) => `${u.kind} ${u.id}`).join(", ") || removeError.fields?.usage,
              })
            : t("errors.generic")}
        </p>
      )}
      {replace.state.phase !== "idle" && <UploadStatus state={replace.state} />}
      {editing && <AltTextForm media={media} />}
    </li>
  );
}
