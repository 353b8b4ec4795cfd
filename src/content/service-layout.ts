import { useMemo } from "react";
import { SERVICE_IDS } from "@common/catalog";
import { normalizeLayout, type ServiceLayout } from "@common/service-layout";
import { useSiteDataPart } from "@/app/site-data";

const SPEC_LAYOUT: ServiceLayout = { order: [...SERVICE_IDS], hidden: [] };

/** The services' order and the hidden ones, as the page was rendered with (SiteData.services; the spec's order). */
export function useServiceLayout(): ServiceLayout {
  // Only this part: the footer (on every page) reads it, and a price change need not draw every page again.
  const services = useSiteDataPart("services");
  return useMemo(() => (services ? normalizeLayout(services) : SPEC_LAYOUT), [services]);
}
