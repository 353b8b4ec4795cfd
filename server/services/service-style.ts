import { SERVICE_IDS, isServiceId, type ServiceId } from "@common/catalog";
import {
  COMPARISON_FEATURE_IDS,
  comparisonRow,
  defaultFeatureStatus,
  isComparisonFeature,
  isFeatureStatus,
  type ComparisonCells,
  type ComparisonOverrides,
} from "@common/comparison";
import type { ServiceStylesInput } from "@common/service-layout-schema";
import {
  DEFAULT_SERVICE_STYLES,
  SERVICE_GRADIENTS,
  isServiceGradientId,
  isServiceIconId,
  type ServiceGradientId,
  type ServiceIconId,
  type ServiceLooks,
} from "@common/service-style";
import { serviceIconData } from "./service-icon-data";
import type { Db } from "../db/client";
import { serviceStyle } from "../db/schema";

/**
 * Each service's icon, colour and comparison cells (issue 39). Only what differs from the shipped values is stored
 * (a row per service changed), so a fresh install has no rows and renders the build's pages.
 */

interface StoredStyle {
  icon?: ServiceIconId;
  gradient?: ServiceGradientId;
  matrix?: ComparisonCells;
}

/** The stored changes, per service (values no longer known are dropped: the shipped ones show). */
async function storedStyles(db: Db): Promise<Partial<Record<ServiceId, StoredStyle>>> {
  const rows = await db.select().from(serviceStyle);
  const out: Partial<Record<ServiceId, StoredStyle>> = {};
  for (const row of rows) {
    if (!isServiceId(row.serviceId)) continue;
    const matrix = Object.fromEntries(
      Object.entries(row.matrix ?? {}).filter(([f, v]) => isComparisonFeature(f) && isFeatureStatus(v)),
    ) as ComparisonCells;
    out[row.serviceId] = {
      ...(isServiceIconId(row.icon) ? { icon: row.icon } : {}),
      ...(isServiceGradientId(row.gradient) ? { gradient: row.gradient } : {}),
      ...(Object.keys(matrix).length ? { matrix } : {}),
    };
  }
  return out;
}

export interface ServiceStyleEntry {
  id: ServiceId;
  icon: ServiceIconId;
  gradient: ServiceGradientId;
  /** Every feature's cell as the site shows it. */
  matrix: ReturnType<typeof comparisonRow>;
}

/** Every service's icon, colour and whole comparison row as the site shows them (the admin's editor). */
export async function getServiceStyles(db: Db): Promise<ServiceStyleEntry[]> {
  const stored = await storedStyles(db);
  const overrides = Object.fromEntries(
    Object.entries(stored).map(([id, s]) => [id, s.matrix ?? {}]),
  ) as ComparisonOverrides;
  return SERVICE_IDS.map((id) => ({
    id,
    icon: stored[id]?.icon ?? DEFAULT_SERVICE_STYLES[id].icon,
    gradient: stored[id]?.gradient ?? DEFAULT_SERVICE_STYLES[id].gradient,
    matrix: comparisonRow(id, overrides),
  }));
}

/** Replaces the styles with staff's: what equals the shipped value is not stored; a service left out goes back to it. */
export async function saveServiceStyles(
  db: Db,
  input: ServiceStylesInput,
  userId: string,
): Promise<ServiceStyleEntry[]> {
  const now = new Date();
  const rows = input.services.flatMap((s) => {
    const shipped = DEFAULT_SERVICE_STYLES[s.id];
    const matrix = Object.fromEntries(
      COMPARISON_FEATURE_IDS.flatMap((f) => {
        const v = s.matrix?.[f];
        return v && v !== defaultFeatureStatus(s.id, f) ? [[f, v]] : [];
      }),
    );
    const row = {
      serviceId: s.id,
      icon: s.icon === shipped.icon ? null : s.icon,
      gradient: s.gradient === shipped.gradient ? null : s.gradient,
      matrix: Object.keys(matrix).length ? matrix : null,
      updatedAt: now,
      updatedBy: userId,
    };
    return row.icon || row.gradient || row.matrix ? [row] : [];
  });
  await db.transaction(async (tx) => {
    await tx.delete(serviceStyle);
    if (rows.length) await tx.insert(serviceStyle).values(rows);
  });
  return getServiceStyles(db);
}

/**
 * What the pages embed: `serviceStyles` (a changed icon's SVG data, a changed preset's classes) for the pages that draw
 * icons, `comparison` (the changed cells) for the comparison; each absent while nothing of it changed.
 */
export async function loadServiceStyleParts(
  db: Db,
): Promise<{ serviceStyles?: ServiceLooks; comparison?: ComparisonOverrides }> {
  const stored = await storedStyles(db);
  const looks: ServiceLooks = {};
  const comparison: ComparisonOverrides = {};
  for (const id of SERVICE_IDS) {
    const s = stored[id];
    if (!s) continue;
    if (s.icon || s.gradient) {
      looks[id] = {
        ...(s.icon ? { icon: serviceIconData(s.icon) } : {}),
        ...(s.gradient ? { gradient: SERVICE_GRADIENTS[s.gradient] } : {}),
      };
    }
    if (s.matrix) comparison[id] = s.matrix;
  }
  return {
    ...(Object.keys(looks).length ? { serviceStyles: looks } : {}),
    ...(Object.keys(comparison).length ? { comparison } : {}),
  };
}
