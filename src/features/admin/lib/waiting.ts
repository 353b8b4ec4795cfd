/** How long an order has waited, e.g. "2d 4h" or "5h 12m" (Intl's narrow units, in the admin's language). */
export function waitedFor(lng: string, sinceIso: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - new Date(sinceIso).getTime()) / 60_000));
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  const unit = (value: number, u: "day" | "hour" | "minute") =>
    new Intl.NumberFormat(lng, { style: "unit", unit: u, unitDisplay: "narrow" }).format(value);
  return d > 0 ? `${unit(d, "day")} ${unit(h, "hour")}` : `${unit(h, "hour")} ${unit(m, "minute")}`;
}

/**
 * How long a visitor has waited, in the two largest units that matter: "12 min", "2 hr 5 min", "3 days 4 hr"
 * (Intl's short units, in the admin's language). A chat is measured in minutes, not in "0h 12m".
 */
export function waitingTime(lng: string, sinceIso: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - new Date(sinceIso).getTime()) / 60_000));
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  const unit = (value: number, u: "day" | "hour" | "minute") =>
    new Intl.NumberFormat(lng, { style: "unit", unit: u, unitDisplay: "short" }).format(value);
  if (d > 0) return h ? `${unit(d, "day")} ${unit(h, "hour")}` : unit(d, "day");
  if (h > 0) return m ? `${unit(h, "hour")} ${unit(m, "minute")}` : unit(h, "hour");
  return unit(m, "minute");
}
