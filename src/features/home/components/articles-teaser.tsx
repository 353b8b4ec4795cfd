import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { SectionHeading } from "./section-heading";
import { TeaserCard } from "./teaser-card";

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
    <section aria-labelledby="home-articles" className="container-page py-20 render-when-near">
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
            <TeaserCard
              image={a.image}
              imageAlt={a.imageAlt}
              imageSize={{ width: 640, height: 360 }}
              imageClassName="aspect-video"
              meta={
                <p className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
                  <span className="font-semibold text-primary">{a.category}</span>
                  <time dateTime={a.date}>{a.displayDate}</time>
                  <span>{a.readTime}</span>
                </p>
              }
              title={a.title}
              summary={a.excerpt}
              to={paths.blogPost(a.id)}
              linkText={t("articles.read")}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
