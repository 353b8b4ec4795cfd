import { Bitcoin, Building, CreditCard, Mail, MessageSquare, Wallet } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useCompanyContact } from "@/app/site-data";
import { useFaqItems } from "@/content/faq";
import type { OfferedMethod } from "@common/payment-methods";
import { useAcceptedPayment } from "@/content/payment-methods";
import { PageMeta } from "@/lib/page-meta";
import { RichText } from "@/components/rich-text";

const PAYMENT_ICONS: Record<OfferedMethod, typeof CreditCard> = {
  card: CreditCard,
  wallet: Wallet,
  bank_transfer: Building,
  crypto: Bitcoin,
};

export function FaqPage() {
  const { t } = useTranslation("faq");
  const { supportEmail } = useCompanyContact();
  const payment = useAcceptedPayment();
  const items = useFaqItems(payment.sentence);
  return (
    <div className="container-page max-w-3xl py-16 sm:py-20">
      <PageMeta title={t("meta.title")} description={t("meta.description")} />
      <header className="text-center">
        <p className="text-sm font-semibold tracking-widest text-primary uppercase">{t("eyebrow")}</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{t("heading")}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{t("intro")}</p>
      </header>

      {/* The questions staff kept (none: no empty box; the support block below still answers). */}
      {items.length > 0 && (
        <Accordion type="single" collapsible className="mt-12 rounded-2xl border bg-card px-6">
          {items.map((item) => (
            <AccordionItem key={item.id} value={item.id} className="last:border-b-0">
              <AccordionTrigger level={2} className="text-base">
                {item.question}
              </AccordionTrigger>
              <AccordionContent className="text-base leading-relaxed">
                <RichText text={item.answer} single="inline" className="not-first:mt-3" />
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      )}

      {/* Badges only for the methods offered now: with none, the payment answer says the invoice brings the details. */}
      {payment.methods.length > 0 && (
        <section aria-labelledby="payment-heading" className="mt-12">
          <h2 id="payment-heading" className="text-xl font-semibold">
            {t("paymentMethodsHeading")}
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {payment.methods.map((m) => {
              const Icon = PAYMENT_ICONS[m.id];
              return (
                <li key={m.id} className="flex items-center gap-3 rounded-xl border bg-card px-4 py-3 text-sm">
                  <Icon className="size-5 shrink-0 text-primary" aria-hidden />
                  {m.label}
                </li>
              );
            })}
          </ul>
        </section>
      )}

      <section
        aria-labelledby="still-heading"
        className="mt-12 rounded-2xl border border-primary/40 bg-gradient-to-br from-primary/20 to-card p-8 text-center"
      >
        <MessageSquare className="mx-auto size-10 text-primary" aria-hidden />
        <h2 id="still-heading" className="mt-4 text-2xl font-bold">
          {t("stillHaveQuestions.heading")}
        </h2>
        <p className="mx-auto mt-2 max-w-lg text-muted-foreground">{t("stillHaveQuestions.body")}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild variant="outline">
            <a href={`mailto:${supportEmail}`}>
              <Mail aria-hidden />
              {t("stillHaveQuestions.email")}
            </a>
          </Button>
          <Button asChild variant="gradient">
            <Link to={paths.contact}>{t("stillHaveQuestions.contact")}</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
