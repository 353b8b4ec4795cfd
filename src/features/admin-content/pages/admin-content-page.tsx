import { useTranslation } from "react-i18next";
import { AdminPage } from "@/components/admin/admin-page";
import { QueryState } from "@/components/admin/query-state";
import { useContentList } from "../api/get-content-list";
import { ContentList } from "../components/content-list";
import { FiguresSection } from "../components/figures-section";
import { LaunchChecklistPanel } from "../components/launch-checklist";

/**
 * Admin → Site content: the launch checklist, the site's figures, and every text block of the public site with what is
 * missing per language and its state.
 */
export function AdminContentPage() {
  const { t } = useTranslation("admin-content");
  const list = useContentList();
  return (
    <AdminPage title={t("page.title")} description={t("page.description")}>
      <div className="grid gap-10">
        <LaunchChecklistPanel />
        <FiguresSection />
        {list.data ? (
          <ContentList items={list.data.items} />
        ) : (
          <QueryState isError={list.isError} onRetry={() => void list.refetch()} className="h-96" />
        )}
      </div>
    </AdminPage>
  );
}
