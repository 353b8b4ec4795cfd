import { useTranslation } from "react-i18next";
import { useArticles } from "@/content/articles";
import { useCaseStudies } from "@/content/case-studies";
import { useServices } from "@/content/services";
import { useAnonymousQuotes, useClientTypes, useTrustMetrics } from "@/content/social-proof";
import { useTestimonials } from "@/content/testimonials";
import { PageMeta } from "@/lib/page-meta";
import { HOME_ARTICLES, HOME_CASE_STUDIES } from "../claims";
import { ArticlesTeaser } from "../components/articles-teaser";
import { CaseStudiesTeaser } from "../components/case-studies-teaser";
import { ClosingCta } from "../components/closing-cta";
import { HeroSection } from "../components/hero-section";
import { ServicesGrid } from "../components/services-grid";
import { TestimonialsCarousel } from "../components/testimonials-carousel";
import { TrustSection } from "../components/trust-section";

export function HomePage() {
  const { t } = useTranslation("home");
  const services = useServices();
  const clientTypes = useClientTypes();
  const metrics = useTrustMetrics();
  const quotes = useAnonymousQuotes();
  const testimonials = useTestimonials();
  const caseStudies = useCaseStudies().slice(0, HOME_CASE_STUDIES);
  const articles = useArticles().slice(0, HOME_ARTICLES);
  return (
    <>
      <PageMeta title={t("meta.title")} description={t("meta.description")} />
      <HeroSection />
      <ServicesGrid services={services} />
      <TrustSection clientTypes={clientTypes} metrics={metrics} quotes={quotes} />
      <TestimonialsCarousel testimonials={testimonials} />
      <CaseStudiesTeaser caseStudies={caseStudies} />
      <ArticlesTeaser articles={articles} />
      <ClosingCta />
    </>
  );
}
