import { Building2, Check, UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { listOf } from "@/content/list-entries";

const CATEGORIES = [
  { key: "individuals", icon: UserRound },
  { key: "businesses", icon: Building2 },
] as const;

/** 'For Individuals' and 'For Businesses', each with a contact button. */
export function ServiceCategories() {
  const { t } = useTranslation("services");
  return (
    <section aria-labelledby="categories-title" className="container-page py-16 render-when-near">
      <h2 id="categories-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t("categories.title")}
      </h2>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        {CATEGORIES.map(({ key, icon: Icon }) => {
          const items = listOf<string>(t, `categories.${key}.items`);
          return (
            <section
              key={key}
              aria-labelledby={`category-${key}`}
              className="flex flex-col gap-4 rounded-2xl border bg-card p-6"
            >
              <Icon aria-hidden className="size-8 text-primary" />
              <h3 id={`category-${key}`} className="text-xl font-semibold">
                {t(`categories.${key}.title`)}
              </h3>
              <p className="text-sm text-muted-foreground">{t(`categories.${key}.body`)}</p>
              <ul className="flex-1 space-y-2" hidden={!items.length}>
                {items.map((item, i) => (
                  <li key={i} className="flex items-center gap-2 text-sm">
                    <Check aria-hidden className="size-4 text-emerald-400" />
                    {item}
                  </li>
                ))}
              </ul>
              <Button asChild variant="gradient" className="self-start">
                <Link to={paths.contact}>{t(`categories.${key}.cta`)}</Link>
              </Button>
            </section>
          );
        })}
      </div>
    </section>
  );
}
