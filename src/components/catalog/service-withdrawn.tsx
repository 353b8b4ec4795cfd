import { CircleSlash } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";

/**
 * A service staff hid from the site (issue 39): its page and its order page say it is no longer offered, in place of
 * the plans and the order form; orders placed before go on (the portal and the admin show them).
 */
export function ServiceWithdrawn({ service }: { service: string }) {
  const { t } = useTranslation("catalog");
  return (
    <section
      aria-labelledby="withdrawn-title"
      className="mx-auto flex max-w-2xl flex-col items-center gap-4 rounded-2xl border bg-card p-8 text-center"
    >
      <CircleSlash aria-hidden className="size-10 text-muted-foreground" />
      <h2 id="withdrawn-title" className="text-2xl font-bold tracking-tight">
        {t("withdrawn.title", { service })}
      </h2>
      <p className="text-muted-foreground">{t("withdrawn.body")}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild variant="gradient">
          <Link to={paths.services}>{t("withdrawn.services")}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.contact}>{t("withdrawn.contact")}</Link>
        </Button>
      </div>
    </section>
  );
}
