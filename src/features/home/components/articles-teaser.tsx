import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { SectionHeading } from "./section-heading";

export interface TeaserArticle {
  id: number;
  title: string;
  excerpt: string;
  category: string;
  date: string;
  displayDate: string;
  readTime: string;
  image: string;
  imageAlt: string;
}

export function ArticlesTeaser({ articles }: { articles: TeaserArticle[] }) {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="home-articles" className="container-page py-20">
      <SectionHeading
        id="home-articles"
        eyebrow={t("articles.eyebrow")}
        title={t("articles.title")}
        action={
          <Link to={paths.blog} className="text-sm font-semibold text-primary hover:underline">
            {t("articles.all")}
          </Link>
        }
      />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {articles.map((a) => (
          <li key={a.id}>
            <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border bg-card">
              <img
                src={a.image}
                alt={a.imageAlt}
                width={640}
                height={360}
                loading="lazy"
                className="aspect-video w-full object-cover"
              />
              <div className="flex flex-1 flex-col gap-2 p-5">
                <p className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
                  <span className="font-semibold text-primary">{a.category}</span>
                  <time dateTime={a.date}>{a.displayDate}</time>
                  <span>{a.readTime}</span>
                </p>
                <h3 className="font-semibold">{a.title}</h3>
                <p className="flex-1 text-sm text-muted-foreground">{a.excerpt}</p>
                <Link
                  to={paths.blogPost(a.id)}
                  aria-label={`${t("articles.read")}: ${a.title}`}
                  className="inline-flex items-center gap-1 text-sm font-semibold text-primary after:absolute after:inset-0"
                >
                  {t("articles.read")}
                  <ArrowRight aria-hidden className="size-4" />
                </Link>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
