import { MapPin } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";

/**
 * A service the visitor's region does not offer (issue 22): said plainly, with the way to the contact form.
 * The service page shows it in place of its tabs, the order page in place of the wizard.
 */
export function NotOffered({ service }: { service: string }) {
  const { t } = useTranslation("catalog");
  return (
    <section
      aria-labelledby="not-offered-title"
      className="mx-auto flex max-w-2xl flex-col items-center gap-4 rounded-2xl border bg-card p-8 text-center"
    >
      <MapPin aria-hidden className="size-10 text-primary" />
      <h2 id="not-offered-title" className="text-2xl font-bold tracking-tight">
        {t("notOffered.title", { service })}
      </h2>
      <p className="text-muted-foreground">{t("notOffered.body")}</p>
      <Button asChild variant="gradient">
        <Link to={paths.contact}>{t("notOffered.cta")}</Link>
      </Button>
    </section>
  );
}
