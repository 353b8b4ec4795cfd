import { ArrowRight, Clock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { paths } from "@/config/paths";
import type { Article } from "@/content/articles";
import { AuthorAvatar } from "./author-avatar";

export function ArticleCard({ article }: { article: Article }) {
  const { t } = useTranslation("blog");
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border bg-card transition-colors hover:border-primary/50">
      <div className="aspect-video overflow-hidden bg-muted">
        <img
          src={article.image}
          alt={article.imageAlt}
          width={800}
          height={450}
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
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
          <Link
            to={paths.blogPost(article.id)}
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
