import { Construction } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PageMeta } from "@/lib/page-meta";

/** Stands in for a screen that is not built yet; names the screen so nobody mistakes it for the real one. */
export function ScreenPlaceholder({ screen }: { screen: string }) {
  const { t } = useTranslation("common");
  const name = t(`screens.${screen}`);
  return (
    <section className="container-page flex min-h-[50vh] flex-col items-center justify-center gap-4 py-24 text-center">
      <PageMeta title={name} description={t("placeholder.description", { screen: name })} />
      <Construction aria-hidden className="size-10 text-primary" />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{name}</h1>
      <p className="max-w-md text-muted-foreground">{t("placeholder.body")}</p>
    </section>
  );
}
