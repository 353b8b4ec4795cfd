import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { PageMeta } from "@/lib/page-meta";
import { ArticleCard } from "../components/article-card";
import { useBlogEntries } from "../lib/blog-entries";

const SECTIONS = ["latest", "caseStudies", "guides"] as const;

export function BlogPage() {
  const { t } = useTranslation("blog");
  const articles = useBlogEntries();
  return (
    <div className="container-page py-16 sm:py-20">
      <PageMeta
        title={t("meta.title")}
        description={t("meta.description")}
        feed={{ path: paths.blogFeed, title: t("meta.title") }}
      />
      <header className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-semibold tracking-widest text-primary uppercase">{t("eyebrow")}</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">{t("heading")}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{t("intro")}</p>
      </header>
      {/* Spec §2: these three buttons are shown but do not filter the list. */}
      <div className="mt-10 flex flex-wrap justify-center gap-2">
        {SECTIONS.map((section, i) => (
          <Button key={section} variant={i === 0 ? "gradient" : "outline"}>
            {t(`sections.${section}`)}
          </Button>
        ))}
      </div>
      <h2 className="sr-only">{t("sections.latest")}</h2>
      <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {articles.map((article) => (
          <ArticleCard key={article.key} article={article} />
        ))}
      </div>
    </div>
  );
}
