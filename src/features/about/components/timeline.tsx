import { useCompanyTimeline } from "@/content/company";
import { RichText } from "@/components/rich-text";

export function Timeline() {
  const entries = useCompanyTimeline();
  if (!entries.length) return null;
  return (
    <ol className="relative space-y-8 border-l border-primary/30 pl-8">
      {entries.map((entry) => (
        <li key={entry.year} className="relative">
          <span
            className="absolute top-1 -left-[2.6rem] flex size-5 items-center justify-center rounded-full bg-brand-gradient ring-4 ring-background"
            aria-hidden
          />
          <p className="text-sm font-bold text-primary tabular-nums">{entry.year}</p>
          <h3 className="mt-1 text-lg font-semibold">{entry.title}</h3>
          <RichText text={entry.description} className="mt-1 text-muted-foreground" />
        </li>
      ))}
    </ol>
  );
}
