/** The six regions of spec §3; names live in the "widgets" namespace. */
export const REGIONS = [
  { id: "na", code: "NA" },
  { id: "eu", code: "EU" },
  { id: "as", code: "AS" },
  { id: "af", code: "AF" },
  { id: "oc", code: "OC" },
  { id: "sa", code: "SA" },
] as const;

export type RegionId = (typeof REGIONS)[number]["id"];
