import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import type { Service } from "@/content/services";
import { SectionHeading } from "./section-heading";

/** Every service as a card linking to its detail page. */
export function ServicesGrid({ services }: { services: Service[] }) {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="home-services" className="container-page py-20 render-when-near">
      <SectionHeading
        id="home-services"
        eyebrow={t("services.eyebrow")}
        title={t("services.title")}
        body={t("services.body")}
        action={
          <Link to={paths.services} className="text-sm font-semibold text-primary hover:underline">
            {t("services.all")}
          </Link>
        }
      />
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {services.map((service) => {
          const Icon = service.icon;
          return (
            <li key={service.id}>
              <article className="group relative flex h-full flex-col gap-3 rounded-2xl border bg-card p-5 transition-colors hover:border-primary/50">
                <span
                  className={`inline-flex size-11 items-center justify-center rounded-xl bg-linear-to-br text-white ${service.gradient}`}
                >
                  <Icon aria-hidden className="size-5" />
                </span>
                <h3 className="font-semibold">{service.title}</h3>
                <p className="flex-1 text-sm text-muted-foreground">{service.description}</p>
                <Link
                  to={paths.service(service.id)}
                  aria-label={`${t("services:list.learnMore")}: ${service.title}`}
                  className="inline-flex items-center gap-1 text-sm font-semibold text-primary after:absolute after:inset-0"
                >
                  {t("services:list.learnMore")}
                  {/* The link's text says where it leads, for tools that read text rather than the name (the visible words stay the spec's). */}
                  <span className="sr-only">: {service.title}</span>
                  <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
                </Link>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
