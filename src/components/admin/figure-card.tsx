/**
 * A labelled figure (analytics and performance summaries). A money figure may be several values, one per currency
 * (issue 22), shown one under the other.
 */
export function FigureCard({ label, value, hint }: { label: string; value: string | string[]; hint?: string }) {
  return (
    <div className="rounded-xl border bg-card p-4">
      <p className="text-xs text-muted-foreground">{label}</p>
      {typeof value === "string" ? (
        <p className="mt-1 text-2xl font-bold tabular-nums tracking-tight">{value}</p>
      ) : (
        <ul className="mt-1 text-2xl font-bold tabular-nums tracking-tight">
          {value.map((v) => (
            <li key={v}>{v}</li>
          ))}
        </ul>
      )}
      {hint && <p className="mt-1 text-xs text-muted-foreground">{hint}</p>}
    </div>
  );
}
