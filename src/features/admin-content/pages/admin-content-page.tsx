import { useTranslation } from "react-i18next";
import { AdminPage } from "@/components/admin/admin-page";
import { QueryState } from "@/components/admin/query-state";
import { useContentList } from "../api/get-content-list";
import { ContentList } from "../components/content-list";

/** Admin → Site content: every text block of the public site, what is missing per language, its state. */
export function AdminContentPage() {
  const { t } = useTranslation("admin-content");
  const list = useContentList();
  return (
    <AdminPage title={t("page.title")} description={t("page.description")}>
      {list.data ? (
        <ContentList items={list.data.items} />
      ) : (
        <QueryState isError={list.isError} onRetry={() => void list.refetch()} className="h-96" />
      )}
    </AdminPage>
  );
}
