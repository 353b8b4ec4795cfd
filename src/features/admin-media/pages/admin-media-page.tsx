import { useTranslation } from "react-i18next";
import { AdminPage } from "@/components/admin/admin-page";
import { QueryState } from "@/components/admin/query-state";
import { useMediaList } from "../api/media";
import { MediaCard } from "../components/media-card";
import { UploadZone } from "../components/upload-zone";

/** Admin → Media: the image library of articles and case studies (issue 40). */
export function AdminMediaPage() {
  const { t } = useTranslation("admin-media");
  const list = useMediaList();
  return (
    <AdminPage title={t("page.title")} description={t("page.description")}>
      <UploadZone />
      {list.data ? (
        list.data.media.length ? (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t("grid.label")}>
            {list.data.media.map((m) => (
              <MediaCard key={`${m.id}-${m.version}`} media={m} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t("grid.empty")}</p>
        )
      ) : (
        <QueryState isError={list.isError} onRetry={() => void list.refetch()} className="h-64" />
      )}
    </AdminPage>
  );
}
