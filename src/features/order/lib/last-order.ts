import type { ServiceId, TierId } from "@common/catalog";

/** The order just placed in this browser, shown on /services until dismissed (it survives a reload). */
export interface PlacedOrder {
  code: string;
  serviceId: ServiceId;
  plan: TierId;
  email: string;
  signedIn: boolean;
  /** What the server stored: the price in the currency the order was placed at (null = custom quote). */
  amountMinor?: number | null;
  currency?: string;
  /** True until the panel has been shown once: the first showing takes focus, a reload does not. */
  fresh: boolean;
}

const KEY = "order-confirmation";

/** Keeps the order for the panel; false when the browser keeps nothing (storage off, private mode). */
export function savePlacedOrder(order: Omit<PlacedOrder, "fresh">): boolean {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...order, fresh: true }));
    return true;
  } catch {
    return false;
  }
}

export function loadPlacedOrder(): PlacedOrder | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const o = JSON.parse(raw) as Partial<PlacedOrder>;
    return typeof o.code === "string" && typeof o.serviceId === "string" && typeof o.plan === "string"
      ? (o as PlacedOrder)
      : null;
  } catch {
    return null;
  }
}

export function markShown(order: PlacedOrder) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...order, fresh: false }));
  } catch {
    /* ignore */
  }
}

export function clearPlacedOrder() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    /* ignore */
  }
}
