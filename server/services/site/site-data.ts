import type { SiteData } from "@/app/site-data";
import type { Config } from "../../config";
import type { Db } from "../../db/client";

/**
 * What the public pages are rendered with besides their texts (src/app/site-data.tsx): the install's facts and its
 * USD prices when staff changed them. Only what differs from a fresh install is present, so an untouched install
 * renders exactly the build's pages.
 */
export async function loadSiteData(_db: Db, _config: Config): Promise<SiteData> {
  return {};
}
