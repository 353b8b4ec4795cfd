import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { PageMeta } from "@/lib/page-meta";

export function ServiceNotFound() {
  const { t } = useTranslation("services");
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center gap-5 py-24 text-center">
      <PageMeta title={t("detail.notFound.title")} description={t("detail.notFound.body")} noindex />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("detail.notFound.title")}</h1>
      <p className="max-w-md text-muted-foreground">{t("detail.notFound.body")}</p>
      <Button asChild variant="gradient" size="lg">
        <Link to={paths.services}>
          <ArrowLeft aria-hidden />
          {t("detail.notFound.back")}
        </Link>
      </Button>
    </section>
  );
}
