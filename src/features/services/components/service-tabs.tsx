import { Check, MessageCircleQuestion, ShoppingBag } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { paths } from "@/config/paths";
import type { Service } from "@/content/services";
import { TierCard } from "@/components/catalog/tier-card";
import { RichText } from "@/components/rich-text";

export function OverviewTab({ service }: { service: Service }) {
  const { t } = useTranslation("services");
  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
      <div>
        <h2 className="text-2xl font-bold tracking-tight">{t("detail.overviewTitle")}</h2>
        <RichText text={service.longDescription} className="mt-4 leading-relaxed text-muted-foreground" />
        {service.benefits.length > 0 && (
          <>
            <h3 className="mt-8 text-lg font-semibold">{t("detail.benefitsTitle")}</h3>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {service.benefits.map((b) => (
                <li key={b} className="flex items-start gap-2 text-sm">
                  <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-400" />
                  {b}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <aside aria-labelledby="ready-title" className="h-fit rounded-2xl border bg-card p-6">
        <h3 id="ready-title" className="text-lg font-semibold">
          {t("detail.readyTitle")}
        </h3>
        <p className="mt-2 text-sm text-muted-foreground">{t("detail.readyBody")}</p>
        <Button asChild variant="gradient" className="mt-6 w-full">
          <Link to={paths.order(service.id)}>
            <ShoppingBag aria-hidden />
            {t("detail.orderNow")}
          </Link>
        </Button>
      </aside>
    </div>
  );
}

export function FeaturesTab({ service }: { service: Service }) {
  const { t } = useTranslation("services");
  if (service.features.length === 0) {
    return <p className="rounded-2xl border bg-card p-6 text-muted-foreground">{t("detail.featuresEmpty")}</p>;
  }
  return (
    <div>
      <h2 className="text-2xl font-bold tracking-tight">{t("detail.featuresTitle")}</h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {service.features.map((f) => (
          <li key={f.title} className="rounded-2xl border bg-card p-6">
            <h3 className="font-semibold">{f.title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{f.description}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Renders nothing for a service without plans (spec §2 empty state). */
export function PricingTab({ service }: { service: Service }) {
  const { t } = useTranslation("services");
  if (service.pricing.length === 0) return null;
  return (
    <div>
      <h2 className="text-2xl font-bold tracking-tight">{t("detail.pricingTitle")}</h2>
      <p className="mt-2 text-sm text-muted-foreground">{t("detail.pricingNote")}</p>
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        {service.pricing.map((tier) => (
          <TierCard
            key={tier.id}
            tier={tier}
            orderHref={paths.order(service.id, tier.id)}
            actionLabel={t("detail.selectPlan")}
          />
        ))}
      </div>
      <div className="mt-8 text-center">
        <Button asChild variant="outline">
          <Link to={paths.contact}>{t("detail.contactPricing")}</Link>
        </Button>
      </div>
    </div>
  );
}

export function FaqTab({ service }: { service: Service }) {
  const { t } = useTranslation("services");
  if (service.faqs.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-2xl border bg-card p-8 text-center">
        <MessageCircleQuestion aria-hidden className="size-8 text-primary" />
        <h2 className="text-xl font-semibold">{t("detail.faqEmptyTitle")}</h2>
        <p className="text-sm text-muted-foreground">{t("detail.faqEmptyBody")}</p>
        <Button asChild variant="gradient">
          <Link to={paths.contact}>{t("detail.contactUs")}</Link>
        </Button>
      </div>
    );
  }
  return (
    <div>
      <h2 className="text-2xl font-bold tracking-tight">{t("detail.faqTitle")}</h2>
      <Accordion type="single" collapsible className="mt-4">
        {service.faqs.map((faq, i) => (
          <AccordionItem key={faq.question} value={`faq-${i}`}>
            <AccordionTrigger>{faq.question}</AccordionTrigger>
            <AccordionContent>
              <RichText text={faq.answer} single="inline" className="not-first:mt-3" />
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </div>
  );
}

const TABS = ["overview", "features", "pricing", "faq"] as const;

/** Overview (default), Features, Pricing and FAQ. */
export function ServiceTabs({ service }: { service: Service }) {
  const { t } = useTranslation("services");
  return (
    <Tabs defaultValue="overview">
      <TabsList aria-label={t("detail.tabsLabel")}>
        {TABS.map((tab) => (
          <TabsTrigger key={tab} value={tab} wide>
            {t(`detail.tabs.${tab}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="overview">
        <OverviewTab service={service} />
      </TabsContent>
      <TabsContent value="features">
        <FeaturesTab service={service} />
      </TabsContent>
      <TabsContent value="pricing">
        <PricingTab service={service} />
      </TabsContent>
      <TabsContent value="faq">
        <FaqTab service={service} />
      </TabsContent>
    </Tabs>
  );
}
