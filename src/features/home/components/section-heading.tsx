import type { ReactNode } from "react";

export function SectionHeading({
  id,
  eyebrow,
  title,
  body,
  action,
}: {
  id: string;
  eyebrow: string;
  title: string;
  body?: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="max-w-2xl">
        <p className="text-sm font-semibold tracking-widest text-primary uppercase">{eyebrow}</p>
        <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        {body && <p className="mt-3 text-muted-foreground">{body}</p>}
      </div>
      {action}
    </div>
  );
}
