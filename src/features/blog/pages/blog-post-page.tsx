import { ArrowLeft, Calendar, Clock, FileQuestion } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { relatedArticles, useArticles } from "@/content/articles";
import { ogImagePath } from "@/content/og-image";
import { PageMeta } from "@/lib/page-meta";
import { ArticleCard } from "../components/article-card";
import { AuthorAvatar } from "../components/author-avatar";

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
  const { t } = useTranslation("blog");
  const { postId } = useParams();
  const articles = useArticles();
  const article = /^\d+$/.test(postId ?? "") ? articles.find((a) => a.id === Number(postId)) : undefined;
  if (!article) return <ArticleNotFound />;
  const related = relatedArticles(articles, article.id);

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
            <ArticleCard key={a.id} article={a} />
          ))}
        </div>
      </section>
    </div>
  );
}
