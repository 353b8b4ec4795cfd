/** Horizontal bars with their labels and values as text (e.g. revenue by service). */
export function BarList({
  title,
  items,
  format,
}: {
  title: string;
  items: { key: string; label: string; value: number; detail?: string }[];
  format: (n: number) => string;
}) {
  const max = Math.max(1, ...items.map((i) => i.value));
  return (
    <ul aria-label={title} className="flex flex-col gap-3">
      {items.map((item) => (
        <li key={item.key} className="grid gap-1">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="truncate">{item.label}</span>
            <span className="shrink-0 tabular-nums text-muted-foreground">
              {format(item.value)}
              {item.detail && <span className="ml-2 text-xs">{item.detail}</span>}
            </span>
          </div>
          <svg viewBox="0 0 100 6" preserveAspectRatio="none" className="h-2 w-full" aria-hidden>
            <rect x="0" y="0" width="100" height="6" rx="3" className="fill-muted" />
            <rect x="0" y="0" width={(item.value / max) * 100} height="6" rx="3" className="fill-primary" />
          </svg>
        </li>
      ))}
    </ul>
  );
}
