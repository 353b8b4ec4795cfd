import { asc, eq } from "drizzle-orm";
import type { ServiceId } from "@common/catalog";
import { isDefaultLayout, normalizeLayout, type ServiceLayout } from "@common/service-layout";
import type { ServiceLayoutInput } from "@common/service-layout-schema";
import type { Db } from "../db/client";
import { serviceLayout } from "../db/schema";

/**
 * The order and visibility of the services on the site (issue 39). At most one row per service: read whole on every
 * page render and every public catalogue, one row by primary key on every order.
 */

/** The layout in force: the spec's order, every service shown, until staff saved one (ids no longer known dropped). */
export async function getServiceLayout(db: Db): Promise<ServiceLayout> {
  const rows = await db
    .select({ id: serviceLayout.serviceId, hidden: serviceLayout.hidden })
    .from(serviceLayout)
    .orderBy(asc(serviceLayout.position), asc(serviceLayout.serviceId));
  return normalizeLayout({ order: rows.map((r) => r.id), hidden: rows.filter((r) => r.hidden).map((r) => r.id) });
}

/** What a rendered page embeds as `SiteData.services`: the layout only when it differs from the default. */
export async function loadServiceLayout(db: Db): Promise<ServiceLayout | undefined> {
  const layout = await getServiceLayout(db);
  return isDefaultLayout(layout) ? undefined : layout;
}

/** Replaces the layout with staff's (validated: every known service once, one at least visible). */
export async function saveServiceLayout(db: Db, input: ServiceLayoutInput, userId: string): Promise<ServiceLayout> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.delete(serviceLayout);
    await tx.insert(serviceLayout).values(
      input.services.map((s, position) => ({
        serviceId: s.id,
        position,
        hidden: s.hidden,
        updatedAt: now,
        updatedBy: userId,
      })),
    );
  });
  return getServiceLayout(db);
}

/** Whether the site no longer offers a service (no new orders for it; its existing orders go on). */
export async function isServiceHidden(db: Db, id: ServiceId): Promise<boolean> {
  const [row] = await db
    .select({ hidden: serviceLayout.hidden })
    .from(serviceLayout)
    .where(eq(serviceLayout.serviceId, id));
  return row?.hidden === true;
}
