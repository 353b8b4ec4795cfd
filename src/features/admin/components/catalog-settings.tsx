import { QueryState } from "@/components/admin/query-state";
import { useAuth } from "@/lib/auth/use-auth";
import { useAdminCatalog } from "../api/catalog";
import { PriceListsSection } from "./price-lists-section";
import { RegionsSection } from "./regions-section";
import { ServiceLayoutList } from "./service-layout-list";
import { ServiceStyleEditor } from "./service-style-editor";
import { MilestoneTemplateEditor } from "@/features/milestones";
import { RetainerPlansEditor } from "@/features/retainers";

/** The services on the site (issue 39), price lists per currency and what each region sells (issue 22). Any staff member reads; admins write. */
export function CatalogSettings() {
  const auth = useAuth();
  const catalog = useAdminCatalog();
  const readOnly = auth.isAdmin !== true;
  if (!catalog.data) {
    return <QueryState isError={catalog.isError} onRetry={() => void catalog.refetch()} className="h-96" />;
  }
  return (
    <>
      <ServiceLayoutList readOnly={readOnly} />
      <ServiceStyleEditor readOnly={readOnly} />
      <MilestoneTemplateEditor readOnly={readOnly} />
      <PriceListsSection catalog={catalog.data} readOnly={readOnly} />
      <RetainerPlansEditor readOnly={readOnly} />
      <RegionsSection catalog={catalog.data} readOnly={readOnly} />
    </>
  );
}
