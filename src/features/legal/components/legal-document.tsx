import { FileText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { useCompanyContact } from "@/app/site-data";
import { paths } from "@/config/paths";
import { formatDate } from "@/content/format";
import { POLICY_LAST_UPDATED } from "@/content/refund-policy";
import { cn } from "@/lib/cn";
import { PageMeta } from "@/lib/page-meta";
import { RichText } from "@/components/rich-text";

export type LegalDoc = "terms" | "privacy" | "refund" | "cookies";

const DOC_PATHS: Record<LegalDoc, string> = {
  terms: paths.terms,
  privacy: paths.privacy,
  refund: paths.refund,
  cookies: paths.cookies,
};

interface Section {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

/** One policy document: title, 'Last updated' line and numbered sections; `values` fill its placeholders. */
export function LegalDocument({ doc, values = {} }: { doc: LegalDoc; values?: Record<string, string | number> }) {
  const { t, i18n } = useTranslation("legal");
  const { legalEmail } = useCompanyContact();
  const sections = t(`${doc}.sections`, { returnObjects: true, ...values }) as Section[];
  // The day staff last published this document (the server puts it beside its texts), else the shipped date.
  const date = formatDate(t(`${doc}.updatedOn`, { defaultValue: POLICY_LAST_UPDATED }), i18n.language);
  return (
    <div className="container-page py-16 sm:py-20">
      <PageMeta title={t(`${doc}.title`)} description={t(`${doc}.description`)} />
      <div className="grid gap-10 lg:grid-cols-[14rem_1fr]">
        <nav aria-label={t("navLabel")} className="lg:sticky lg:top-24 lg:self-start">
          <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {(Object.keys(DOC_PATHS) as LegalDoc[]).map((d) => (
              <li key={d}>
                <NavLink
                  to={DOC_PATHS[d]}
                  className={({ isActive }) =>
                    cn(
                      "flex items-center gap-2 rounded-lg px-3 py-2 text-sm transition-colors",
                      isActive ? "bg-accent font-medium text-foreground" : "text-muted-foreground hover:bg-accent/60",
                    )
                  }
                >
                  <FileText className="size-4" aria-hidden />
                  {t(`${d}.title`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <article className="max-w-3xl">
          <h1 className="text-[2rem] font-bold tracking-tight min-[22rem]:text-4xl sm:text-5xl">{t(`${doc}.title`)}</h1>
          <p className="mt-3 text-sm text-muted-foreground">{t("lastUpdated", { date })}</p>
          <p className="mt-8 text-lg leading-relaxed text-foreground/90">{t(`${doc}.intro`, values)}</p>
          <div className="mt-10 space-y-10">
            {sections.map((section, i) => (
              <section key={section.heading}>
                <h2 className="text-xl font-semibold tracking-tight">
                  {i + 1}. {section.heading}
                </h2>
                {section.paragraphs?.map((p) => (
                  <RichText key={p} text={p} className="mt-3 leading-relaxed text-muted-foreground" />
                ))}
                {section.items && (
                  <ul className="mt-3 list-disc space-y-2 pl-6 text-muted-foreground marker:text-primary">
                    {section.items.map((item) => (
                      <li key={item}>
                        <RichText text={item} single="inline" className="not-first:mt-2" />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </div>
          <p className="mt-12 rounded-xl border bg-card p-5 text-sm text-muted-foreground">
            {t("contactNote", { email: legalEmail })}
          </p>
        </article>
      </div>
    </div>
  );
}
