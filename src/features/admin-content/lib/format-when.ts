/** A moment as the admin reads it, in the admin's language ("2 Dec 2026, 14:05"). */
export const formatWhen = (iso: string, lng: string) =>
  new Intl.DateTimeFormat(lng, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
