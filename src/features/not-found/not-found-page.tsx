import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { PageMeta } from "@/lib/page-meta";
import { NOT_FOUND_LINKS, notFoundKind } from "./not-found-kind";

export function NotFoundPage() {
  const { t } = useTranslation("common");
  const { pathname } = useLocation();
  const kind = notFoundKind(pathname);
  const title = t(`notFound.${kind}.title`);
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center gap-5 py-24 text-center">
      <PageMeta title={title} description={t(`notFound.${kind}.body`)} noindex />
      <p className="text-gradient text-7xl font-black tracking-tighter sm:text-8xl" aria-hidden>
        {t("notFound.code")}
      </p>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="max-w-md text-muted-foreground">{t(`notFound.${kind}.body`)}</p>
      <Button asChild variant="gradient" size="lg">
        <Link to={NOT_FOUND_LINKS[kind]}>
          <ArrowLeft aria-hidden />
          {t(`notFound.${kind}.link`)}
        </Link>
      </Button>
    </section>
  );
}
