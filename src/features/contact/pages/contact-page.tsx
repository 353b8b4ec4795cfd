import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { PageMeta } from "@/lib/page-meta";
import { ContactFaq } from "../components/contact-faq";
import { ContactForm } from "../components/contact-form";
import { ContactInfo } from "../components/contact-info";

export function ContactPage() {
  const { t } = useTranslation("contact");
  return (
    <div className="container-page py-16 sm:py-20">
      <PageMeta title={t("meta.title")} description={t("meta.description")} />
      <header className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">{t("eyebrow")}</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">
          <span className="text-gradient">{t("title")}</span>
        </h1>
        <p className="mt-4 text-lg text-muted-foreground">{t("subtitle")}</p>
      </header>
      <div className="mt-12 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card>
          <CardHeader>
            <h2 className="text-lg leading-tight font-semibold tracking-tight">{t("form.title")}</h2>
          </CardHeader>
          <CardContent>
            <ContactForm />
          </CardContent>
        </Card>
        <div className="grid content-start gap-8">
          <ContactInfo />
        </div>
      </div>
      <div className="mx-auto max-w-3xl">
        <ContactFaq />
      </div>
    </div>
  );
}
