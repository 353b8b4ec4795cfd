import { REGION_IDS, type RegionId } from "@common/regions";

export type { RegionId };

/** The six regions of spec §3 (ids from common/regions.ts); names live in the "widgets" namespace. */
export const REGIONS: readonly { id: RegionId; code: string }[] = REGION_IDS.map((id) => ({
  id,
  code: id.toUpperCase(),
}));
