import { useMemo } from "react";
import { SERVICE_IDS } from "@common/catalog";
import { normalizeLayout, type ServiceLayout } from "@common/service-layout";
import { useSiteData } from "@/app/site-data";

const SPEC_LAYOUT: ServiceLayout = { order: [...SERVICE_IDS], hidden: [] };

/** The services' order and the hidden ones, as the page was rendered with (SiteData.services; the spec's order). */
export function useServiceLayout(): ServiceLayout {
  const { services } = useSiteData();
  return useMemo(() => (services ? normalizeLayout(services) : SPEC_LAYOUT), [services]);
}
