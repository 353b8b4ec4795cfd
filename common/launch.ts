/** The launch checklist (issue 39; server/services/content/launch.ts) as `GET /api/admin/content/launch` answers it. */
export interface LaunchEntry {
  id: string;
  /** "setting": the public addresses or social profiles (Admin → Settings). */
  kind: "text" | "figure" | "setting";
  /**
   * "shipped": as the template has it; "edited": staff changed it (a figure: typed); "kept": staff keep the shipped
   * version; a figure also "computed" (from the product's data) or "hidden".
   */
  status: "shipped" | "edited" | "kept" | "computed" | "hidden";
  keptBy: string | null;
}

export interface LaunchChecklist {
  entries: LaunchEntry[];
  /** How many entries are still as shipped. */
  open: number;
}
