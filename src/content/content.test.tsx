import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { createI18n } from "@/i18n/i18n";
import { ARTICLE_IDS, relatedArticles, useArticles } from "./articles";
import { CASE_STUDY_FILTERS, CASE_STUDY_IDS, findCaseStudy, useCaseStudies } from "./case-studies";
import { useCompanyTimeline } from "./company";
import { useFaqItems } from "./faq";
import { useAnonymousQuotes, useClientTypes, useTrustMetrics } from "./social-proof";
import { useTestimonials } from "./testimonials";

const i18n = createI18n();
const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
const run = <T,>(hook: () => T) => renderHook(hook, { wrapper }).result.current;
const filled = (value: unknown) => typeof value === "string" && value.trim().length > 0 && !value.includes("items.");

describe("case studies", () => {
  const studies = run(useCaseStudies);

  it("has the eight ids '1' to '8' with every field of spec §3 filled", () => {
    expect(studies.map((s) => s.id)).toEqual(["1", "2", "3", "4", "5", "6", "7", "8"]);
    expect(CASE_STUDY_IDS).toHaveLength(8);
    for (const s of studies) {
      for (const field of [
        s.title,
        s.category,
        s.client,
        s.clientDescription,
        s.image,
        s.resultsSummary,
        s.description,
        s.challenge,
        s.solution,
        s.testimonial.quote,
        s.testimonial.author,
        s.testimonial.title,
        s.date,
        s.timeframe,
        s.objective,
      ])
        expect(filled(field), `${s.id}: ${field}`).toBe(true);
      expect(CASE_STUDY_FILTERS).toContain(s.filterCategory);
      expect(s.tags.length).toBeGreaterThan(1);
      expect(Object.keys(s.results).length).toBeGreaterThanOrEqual(3);
      expect(s.process.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("gives every case a before/after table with labelled rows", () => {
    for (const s of studies) {
      expect(s.beforeAfter.length, s.id).toBeGreaterThanOrEqual(3);
      for (const row of s.beforeAfter) {
        expect(filled(row.metric) && filled(row.before) && filled(row.after), `${s.id} ${row.metric}`).toBe(true);
        expect(row.before).not.toBe(row.after);
      }
    }
  });

  it("covers every filter and uses the spec's category names", () => {
    for (const f of CASE_STUDY_FILTERS) expect(studies.some((s) => s.filterCategory === f)).toBe(true);
    expect(new Set(studies.map((s) => s.category))).toEqual(
      new Set(["Growth Strategy", "Web3 Marketing", "Reputation Management", "Marketing & Promotion"]),
    );
  });

  it("falls back to the first case for an unknown id", () => {
    expect(findCaseStudy(studies, "99").id).toBe("1");
    expect(findCaseStudy(studies, "5").id).toBe("5");
  });
});

describe("articles", () => {
  const articles = run(useArticles);

  it("has at least six articles with unique ids and full body text for all", () => {
    expect(articles.length).toBeGreaterThanOrEqual(6);
    expect(new Set(ARTICLE_IDS).size).toBe(ARTICLE_IDS.length);
    for (const a of articles) {
      for (const f of [
        a.title,
        a.excerpt,
        a.category,
        a.author,
        a.authorRole,
        a.authorAvatar,
        a.authorInitials,
        a.date,
        a.readTime,
        a.image,
      ])
        expect(filled(f), `${a.id}: ${f}`).toBe(true);
      expect(a.body.length).toBeGreaterThanOrEqual(3);
      expect(a.body.every((s) => filled(s.heading) && s.paragraphs.length > 0)).toBe(true);
    }
  });

  it("offers two related posts that exclude the article itself", () => {
    for (const a of articles) {
      const related = relatedArticles(articles, a.id);
      expect(related).toHaveLength(2);
      expect(related.map((r) => r.id)).not.toContain(a.id);
    }
  });
});

describe("testimonials and social proof", () => {
  it("has six testimonials rated 1 to 5 with initials", () => {
    const items = run(useTestimonials);
    expect(items).toHaveLength(6);
    for (const item of items) {
      expect(item.rating).toBeGreaterThanOrEqual(1);
      expect(item.rating).toBeLessThanOrEqual(5);
      expect(item.initials).toMatch(/^[A-Z]{2}$/);
      expect(filled(item.quote) && filled(item.author) && filled(item.role)).toBe(true);
    }
  });

  it("has six client types, the four trust metrics of spec §1 and three anonymous quotes", () => {
    expect(run(useClientTypes)).toHaveLength(6);
    expect(run(useTrustMetrics).map((m) => m.value)).toEqual(["12+", "94%", "47", "99.2%"]);
    expect(run(useAnonymousQuotes)).toHaveLength(3);
  });
});

describe("lists as staff published them (content store)", () => {
  const edited = createI18n();
  const bundle = edited.getResourceBundle("en", "testimonials") as { items: Record<string, unknown> };
  edited.addResourceBundle(
    "en",
    "testimonials",
    {
      ...bundle,
      items: {
        david: bundle.items.david,
        new1: { quote: "They answered within the hour.", author: "Jane van Doe", role: "Shop owner" },
      },
    },
    false,
    true,
  );
  const social = edited.getResourceBundle("en", "social-proof") as Record<string, Record<string, unknown>>;
  edited.addResourceBundle(
    "en",
    "social-proof",
    {
      ...social,
      clientTypes: { new1: { name: "Podcasters", initial: "P" }, crypto: social.clientTypes!.crypto },
      trustMetrics: { countries: social.trustMetrics!.countries },
      quotes: {},
    },
    false,
    true,
  );
  const runEdited = <T,>(hook: () => T) =>
    renderHook(hook, {
      wrapper: ({ children }: { children: ReactNode }) => <I18nextProvider i18n={edited}>{children}</I18nextProvider>,
    }).result.current;

  it("shows the published testimonials in order; an added one has initials and claims no rating", () => {
    const items = runEdited(useTestimonials);
    expect(items.map((i) => i.id)).toEqual(["david", "new1"]);
    expect(items[0]).toMatchObject({ rating: 5, avatar: "/images/avatars/client-david.svg", initials: "DK" });
    expect(items[1]).toMatchObject({ author: "Jane van Doe", rating: null, avatar: null, initials: "JD" });
  });

  it("shows the client types, metrics and quotes staff kept or added", () => {
    expect(runEdited(useClientTypes).map((c) => [c.id, c.image])).toEqual([
      ["new1", null],
      ["crypto", "/images/client-types/crypto.svg"],
    ]);
    expect(runEdited(useTrustMetrics).map((m) => m.value)).toEqual(["47"]);
    expect(runEdited(useAnonymousQuotes)).toEqual([]);
  });
});

describe("about and FAQ", () => {
  it("has a timeline from 2019 to 2025", () => {
    expect(run(useCompanyTimeline).map((e) => e.year)).toEqual([2019, 2020, 2021, 2022, 2023, 2024, 2025]);
  });

  it("has eight FAQ questions; the payment answer opens with the sentence naming the methods offered", () => {
    const items = run(() => useFaqItems("We accept bank transfer."));
    expect(items).toHaveLength(8);
    expect(items.every((i) => filled(i.question) && filled(i.answer))).toBe(true);
    expect(items.find((i) => i.id === "payment")?.answer).toMatch(/^We accept bank transfer\. Pricing is customised/);
  });
});
