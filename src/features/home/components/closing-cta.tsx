import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";

export function ClosingCta() {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="home-cta" className="container-page py-20 render-when-near">
      <div className="relative overflow-hidden rounded-3xl border border-primary/40 px-6 py-16 text-center sm:px-12">
        <div aria-hidden className="bg-brand-gradient absolute inset-0 opacity-20" />
        <div className="relative mx-auto flex max-w-2xl flex-col items-center gap-5">
          <h2 id="home-cta" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {t("cta.title")}
          </h2>
          <p className="text-muted-foreground">{t("cta.body")}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="gradient" size="lg">
              <Link to={paths.services}>{t("cta.primary")}</Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to={paths.contact}>{t("cta.secondary")}</Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
