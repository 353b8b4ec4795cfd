import { SERVICE_IDS, isServiceId, type ServiceId } from "./catalog";

/**
 * Which services the site lists and in what order (issue 39). The spec's order with every service shown is the
 * default: a fresh install has no layout stored, and its pages are the build's. (No zod here: the footer on every
 * page reads this module; the admin's input schema is in ./service-layout-schema.)
 */
export interface ServiceLayout {
  /** Every known service, in the order the site lists them. */
  order: ServiceId[];
  /** The services the site no longer offers: absent from every list, their pages say so, no new orders. */
  hidden: ServiceId[];
}

export const DEFAULT_SERVICE_LAYOUT: ServiceLayout = { order: [...SERVICE_IDS], hidden: [] };

/** A layout read from anywhere (stored rows, a page's data block): unknown ids dropped, missing ones appended. */
export function normalizeLayout(layout: { order?: readonly string[]; hidden?: readonly string[] } | undefined) {
  const order = [...new Set((layout?.order ?? []).filter(isServiceId))];
  for (const id of SERVICE_IDS) if (!order.includes(id)) order.push(id);
  const hidden = order.filter((id) => layout?.hidden?.includes(id));
  return { order, hidden } satisfies ServiceLayout;
}

/** Whether a layout is the default (then a page is rendered without one). */
export function isDefaultLayout(layout: ServiceLayout): boolean {
  return layout.hidden.length === 0 && layout.order.every((id, i) => id === SERVICE_IDS[i]);
}

/** The services the site lists, in its order. */
export function visibleServices(layout: ServiceLayout | undefined): ServiceId[] {
  const l = layout ?? DEFAULT_SERVICE_LAYOUT;
  return l.order.filter((id) => !l.hidden.includes(id));
}

/** The stored layout as the admin screen edits it: every service in order with its flag. */
export function layoutEntries(layout: ServiceLayout): { id: ServiceId; hidden: boolean }[] {
  return layout.order.map((id) => ({ id, hidden: layout.hidden.includes(id) }));
}
