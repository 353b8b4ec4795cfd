import { ArrowLeft, Calendar, Clock, FileQuestion } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import type { StoredArticleCard } from "@common/article-cards";
import type { Language } from "@common/locales";
import { pictureSources } from "@common/media-picture";
import { useSiteDataPart } from "@/app/site-data";
import { MediaPicture } from "@/components/media/media-picture";
import { relatedArticles, useArticles } from "@/content/articles";
import { ogImagePath } from "@/content/og-image";
import { PageMeta } from "@/lib/page-meta";
import { ArticleCard } from "../components/article-card";
import { AuthorAvatar } from "../components/author-avatar";
import { shippedEntry, useBlogEntries, useStoredArticles, useStoredEntry } from "../lib/blog-entries";

function BackLink() {
  const { t } = useTranslation("blog");
  return (
    <Link
      to={paths.blog}
      className="inline-flex items-center gap-2 text-sm text-muted-foreground transition-colors hover:text-foreground"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {t("post.back")}
    </Link>
  );
}

function ArticleNotFound() {
  const { t } = useTranslation("blog");
  return (
    <section className="container-page flex min-h-[50vh] flex-col items-center justify-center gap-4 py-24 text-center">
      <PageMeta title={t("notFound.title")} description={t("notFound.body")} noindex />
      <FileQuestion className="size-12 text-primary" aria-hidden />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("notFound.title")}</h1>
      <p className="max-w-md text-muted-foreground">{t("notFound.body")}</p>
      <Button asChild variant="gradient">
        <Link to={paths.blog}>
          <ArrowLeft aria-hidden />
          {t("post.back")}
        </Link>
      </Button>
    </section>
  );
}

export function BlogPostPage() {
  const { postId } = useParams();
  return /^\d+$/.test(postId ?? "") ? <ShippedArticlePage id={Number(postId)} /> : <StoredArticlePage slug={postId ?? ""} />;
}

/** The stored body's blocks (static HTML rendered at publish from the validated document), styled as the page's. */
const BODY_CLASS = [
  "mt-8 leading-relaxed text-muted-foreground",
  "[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2]:text-foreground",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-foreground",
  "[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-foreground",
  "[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1",
  "[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4",
  "[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-primary/60 [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl",
  "[&_table]:mt-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm",
  "[&_td]:border [&_td]:p-2 [&_th]:border [&_th]:bg-muted [&_th]:p-2 [&_th]:text-left [&_th]:text-foreground",
  "[&_strong]:text-foreground [&_hr]:my-8",
].join(" ");

/** A stored article (issue 40): drawn by the server with its body; this page's data holds it. */
function StoredArticlePage({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation("blog");
  const lng = i18n.language as Language;
  const cards = useStoredArticles();
  const body = useSiteDataPart("articleBody");
  const toEntry = useStoredEntry();
  const entries = useBlogEntries();
  const card: StoredArticleCard | undefined = cards.find((c) => c.slug === slug);
  if (!card || body?.slug !== slug) return <ArticleNotFound />;
  const article = toEntry(card);
  const index = entries.findIndex((e) => e.key === slug);
  const related = [...entries.slice(index + 1), ...entries.slice(0, Math.max(index, 0))].slice(0, 2);
  const cover = card.cover;
  return (
    <div className="py-12 sm:py-16">
      <PageMeta
        title={card.seoTitle}
        description={card.seoDescription}
        article={{ published: card.date, section: card.category }}
        languages={card.languages}
        {...(cover ? { image: previewImage(cover, lng) } : {})}
        feed={{ path: paths.blogFeed, title: t("meta.title") }}
      />
      <article className="container-page max-w-3xl">
        <BackLink />
        <header className="mt-8">
          <Badge>{article.category}</Badge>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-5xl">{article.title}</h1>
          <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-muted-foreground">
            <div className="flex items-center gap-3">
              <AuthorAvatar src={article.authorAvatar} initials={article.authorInitials} className="size-11" />
              <div>
                <p className="font-medium text-foreground">{article.author}</p>
                {article.authorRole && <p>{article.authorRole}</p>}
              </div>
            </div>
            <span className="inline-flex items-center gap-1.5">
              <Calendar className="size-4" aria-hidden />
              <time dateTime={article.date}>{article.displayDate}</time>
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Clock className="size-4" aria-hidden />
              {article.readTime}
            </span>
          </div>
        </header>
        {cover && (
          <div className="mt-8 aspect-video overflow-hidden rounded-2xl border bg-muted">
            <MediaPicture
              media={cover}
              language={lng}
              sizes="(min-width: 768px) 768px, 100vw"
              loading="eager"
              className="size-full object-cover"
            />
          </div>
        )}
        <p className="mt-8 text-lg leading-relaxed text-foreground/90 sm:text-xl">{article.excerpt}</p>
        <div className={BODY_CLASS} dangerouslySetInnerHTML={{ __html: body.html }} />
      </article>
      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="container-page mt-20 max-w-5xl">
          <h2 id="related-heading" className="text-2xl font-bold tracking-tight">
            {t("post.related")}
          </h2>
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            {related.map((a) => (
              <ArticleCard key={a.key} article={a} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}

/** The link previews' picture of a cover: its widest WebP variant, with its size. */
function previewImage(cover: NonNullable<StoredArticleCard["cover"]>, lng: Language) {
  const { src, alt, width, height } = pictureSources(cover, lng);
  return { path: src, alt, type: "image/webp", width, height };
}

function ShippedArticlePage({ id }: { id: number }) {
  const { t } = useTranslation("blog");
  const articles = useArticles();
  const article = articles.find((a) => a.id === id);
  if (!article) return <ArticleNotFound />;
  const related = relatedArticles(articles, article.id).map(shippedEntry);

  return (
    <div className="py-12 sm:py-16">
      <PageMeta
        title={article.title}
        description={article.excerpt}
        article={{ published: article.date, section: article.category }}
        image={{ path: ogImagePath(article.image), alt: article.imageAlt }}
        feed={{ path: paths.blogFeed, title: t("meta.title") }}
      />
      <article className="container-page max-w-3xl">
        <BackLink />
        <header className="mt-8">
          <Badge>{article.category}</Badge>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-5xl">{article.title}</h1>
          <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-muted-foreground">
            <div className="flex items-center gap-3">
              <AuthorAvatar src={article.authorAvatar} initials={article.authorInitials} className="size-11" />
              <div>
                <p className="font-medium text-foreground">{article.author}</p>
                <p>{article.authorRole}</p>
              </div>
            </div>
            <span className="inline-flex items-center gap-1.5">
              <Calendar className="size-4" aria-hidden />
              <time dateTime={article.date}>{article.displayDate}</time>
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Clock className="size-4" aria-hidden />
              {article.readTime}
            </span>
          </div>
        </header>
        <div className="mt-8 aspect-video overflow-hidden rounded-2xl border bg-muted">
          <img
            src={article.image}
            alt={article.imageAlt}
            width={800}
            height={450}
            decoding="async"
            className="size-full object-cover"
          />
        </div>
        <p className="mt-8 text-lg leading-relaxed text-foreground/90 sm:text-xl">{article.excerpt}</p>
        <div className="mt-8 space-y-8">
          {article.body.map((section) => (
            <section key={section.heading}>
              <h2 className="text-2xl font-semibold tracking-tight">{section.heading}</h2>
              {section.paragraphs.map((paragraph, i) => (
                <p key={i} className="mt-4 leading-relaxed text-muted-foreground">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
        </div>
      </article>
      <section aria-labelledby="related-heading" className="container-page mt-20 max-w-5xl">
        <h2 id="related-heading" className="text-2xl font-bold tracking-tight">
          {t("post.related")}
        </h2>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          {related.map((a) => (
            <ArticleCard key={a.key} article={a} />
          ))}
        </div>
      </section>
    </div>
  );
}
