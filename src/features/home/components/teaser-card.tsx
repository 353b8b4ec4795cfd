import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * One card of a home-page teaser: picture, a line above the title, the title, a summary and a link whose area covers
 * the whole card (the link names its target, since several cards say the same "Read").
 */
export function TeaserCard({
  image,
  imageAlt,
  imageSize,
  imageClassName,
  meta,
  title,
  summary,
  to,
  linkText,
}: {
  image: string;
  imageAlt: string;
  imageSize: { width: number; height: number };
  imageClassName: string;
  meta: ReactNode;
  title: string;
  summary: string;
  to: string;
  linkText: string;
}) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border bg-card">
      <img
        src={image}
        alt={imageAlt}
        width={imageSize.width}
        height={imageSize.height}
        loading="lazy"
        className={`${imageClassName} w-full object-cover`}
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        {meta}
        <h3 className="font-semibold">{title}</h3>
        <p className="flex-1 text-sm text-muted-foreground">{summary}</p>
        <Link
          to={to}
          aria-label={`${linkText}: ${title}`}
          className="inline-flex items-center gap-1 text-sm font-semibold text-primary after:absolute after:inset-0"
        >
          {linkText}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
    </article>
  );
}
