import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { AdminPage } from "@/components/admin/admin-page";
import { QueryState } from "@/components/admin/query-state";
import { Alert } from "@/components/ui/alert";
import { paths } from "@/config/paths";
import { ApiClientError } from "@/lib/api-client";
import { useContentItem } from "../api/get-content-item";
import { ContentEditor } from "../components/content-editor";

/** Admin → Site content → one item: its texts in six languages, preview and history. */
export function AdminContentItemPage() {
  const { t } = useTranslation("admin-content");
  const id = useParams().id ?? "";
  const item = useContentItem(id);
  const notFound = item.error instanceof ApiClientError && item.error.status === 404;
  return (
    <AdminPage
      title={id}
      description={t("editor.description")}
      actions={
        <Link
          to={paths.admin.content}
          className="inline-flex items-center gap-2 text-sm text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t("editor.back")}
        </Link>
      }
    >
      {item.data ? (
        // Keyed by item: another item's page starts a fresh form.
        <ContentEditor key={item.data.id} item={item.data} />
      ) : notFound ? (
        <Alert variant="destructive">{t("editor.notFound")}</Alert>
      ) : (
        <QueryState isError={item.isError} onRetry={() => void item.refetch()} className="h-96" />
      )}
    </AdminPage>
  );
}
