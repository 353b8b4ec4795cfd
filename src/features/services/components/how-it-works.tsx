import { useTranslation } from "react-i18next";
import { listOf } from "@/content/list-entries";

interface Step {
  title: string;
  description: string;
}

/** The steps (three shipped: select, customise, grow); none staff kept: no section. */
export function HowItWorks() {
  const { t } = useTranslation("services");
  const steps = listOf<Step>(t, "howItWorks.steps");
  if (!steps.length) return null;
  return (
    <section aria-labelledby="how-title" className="container-page py-16 render-when-near">
      <h2 id="how-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t("howItWorks.title")}
      </h2>
      <p className="mt-2 text-muted-foreground">{t("howItWorks.body")}</p>
      <ol className="mt-8 grid gap-6 md:grid-cols-3">
        {steps.map((step, i) => (
          <li key={i} className="rounded-2xl border bg-card p-6">
            <span
              aria-hidden
              className="bg-brand-gradient inline-flex size-10 items-center justify-center rounded-full text-lg font-bold text-white"
            >
              {i + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{step.description}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
