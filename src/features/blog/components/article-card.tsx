import { ArrowRight, Clock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Language } from "@common/locales";
import { MediaPicture } from "@/components/media/media-picture";
import { Badge } from "@/components/ui/badge";
import type { BlogEntry } from "../lib/blog-entries";
import { AuthorAvatar } from "./author-avatar";

const IMAGE_CLASS = "size-full object-cover transition-transform duration-300 group-hover:scale-105";

export function ArticleCard({ article }: { article: BlogEntry }) {
  const { t, i18n } = useTranslation("blog");
  const image = article.image;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border bg-card transition-colors hover:border-primary/50">
      <div className="aspect-video overflow-hidden bg-muted">
        {image && "media" in image ? (
          <MediaPicture
            media={image.media}
            language={i18n.language as Language}
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            className={IMAGE_CLASS}
          />
        ) : image ? (
          <img
            src={image.src}
            alt={image.alt}
            width={800}
            height={450}
            loading="lazy"
            decoding="async"
            className={IMAGE_CLASS}
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div className="flex flex-wrap items-center gap-3 text-xs text-muted-foreground">
          <Badge>{article.category}</Badge>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden />
            {article.readTime}
          </span>
        </div>
        <h3 className="text-xl font-semibold leading-snug">
          {/* A stored article's page carries its body: it is loaded, not drawn from this page's data. */}
          <Link
            to={article.href}
            reloadDocument={article.stored}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-focus-within:text-primary"
          >
            {article.title}
          </Link>
        </h3>
        <p className="line-clamp-3 text-sm text-muted-foreground">{article.excerpt}</p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-3">
          <div className="flex items-center gap-3">
            <AuthorAvatar src={article.authorAvatar} initials={article.authorInitials} className="size-8" />
            <div className="text-xs">
              <p className="font-medium">{article.author}</p>
              <p className="text-muted-foreground">
                <time dateTime={article.date}>{article.displayDate}</time>
              </p>
            </div>
          </div>
          <span className="inline-flex items-center gap-1 text-sm font-medium text-primary" aria-hidden>
            {t("readMore")}
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
          </span>
        </div>
      </div>
    </article>
  );
}
