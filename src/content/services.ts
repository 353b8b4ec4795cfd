import type { TFunction } from "i18next";
import {
  Building2,
  Landmark,
  Megaphone,
  Music,
  Newspaper,
  ShieldCheck,
  ShoppingCart,
  Sparkles,
  Users,
  MonitorPlay,
  createLucideIcon,
  type LucideIcon,
} from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { PRICING, isServiceId, type ServiceId, type TierId } from "@common/catalog";
import type { ServiceLooks } from "@common/service-style";
import type { RecurringPlans } from "@common/retainer-terms";
import { cadenceText, quotaText, termsFor, useRecurringPlans } from "./recurring";
import { useSiteDataPart } from "@/app/site-data";
import { useServiceLayout } from "./service-layout";
import { USD_PRICING, formatPrice, usePricing, type Pricing } from "@/features/widgets";

export interface ServiceFeature {
  title: string;
  description: string;
}

export interface ServiceFaq {
  question: string;
  answer: string;
}

export interface ServiceTier {
  id: TierId;
  title: string;
  /** Minor units of the region's currency (USD without a region); null for a custom quote. */
  price: number | null;
  /** The price as shown: locale-formatted in the region's currency, '9,999+' style, or 'Custom Quote'. */
  priceLabel: string;
  popular: boolean;
  features: string[];
  /** A recurring tier (issue 42): "/ month" or "every 3 months" after the price, and what a period includes. */
  cadence?: string;
  quota?: string | null;
}

export interface Service {
  id: ServiceId;
  title: string;
  description: string;
  longDescription: string;
  icon: LucideIcon;
  /** Tailwind gradient stops, used with `bg-linear-to-*`. */
  gradient: string;
  benefits: string[];
  features: ServiceFeature[];
  pricing: ServiceTier[];
  faqs: ServiceFaq[];
  /** Whether the visitor's region offers it (always, without a region). */
  offered: boolean;
  /** Staff hid it from the site (issue 39): in no list, its page says it is no longer offered, no new orders. */
  withdrawn: boolean;
}

interface ServiceStyle {
  icon: LucideIcon;
  gradient: string;
}

/**
 * Structural data only; every text lives in the `catalog` namespace. As shipped (common/service-style.ts names the same
 * pairs): staff's choices arrive in the page's site data (`serviceStyles`), see `useServiceStyles`.
 */
export const SERVICE_STYLES: Record<ServiceId, ServiceStyle> = {
  shilling: { icon: Megaphone, gradient: "from-violet-500 to-fuchsia-500" },
  influencer: { icon: Users, gradient: "from-pink-500 to-rose-500" },
  amazon: { icon: ShoppingCart, gradient: "from-amber-500 to-orange-600" },
  music: { icon: Music, gradient: "from-emerald-500 to-teal-500" },
  youtube: { icon: MonitorPlay, gradient: "from-red-500 to-rose-600" },
  political: { icon: Landmark, gradient: "from-blue-600 to-indigo-600" },
  business: { icon: Building2, gradient: "from-sky-500 to-cyan-500" },
  reputation: { icon: ShieldCheck, gradient: "from-indigo-500 to-violet-600" },
  press: { icon: Newspaper, gradient: "from-slate-500 to-zinc-600" },
  custom: { icon: Sparkles, gradient: "from-fuchsia-500 via-purple-500 to-cyan-500" },
};

/** A tier's price as shown to the visitor, formatted for the language; null (no price) is a custom quote. */
export function formatTierPrice(
  price: number | null,
  plus: boolean | undefined,
  currency: string,
  lng: string,
  t: TFunction,
): string {
  if (price === null) return t("catalog:price.customQuote");
  const amount = formatPrice(price, currency, lng);
  return plus ? t("catalog:price.plus", { price: amount }) : amount;
}

function list<T>(t: TFunction, key: string): T[] {
  const value: unknown = t(key, { returnObjects: true });
  return Array.isArray(value) ? (value as T[]) : [];
}

/**
 * A property worked out when first read, then kept as a plain value. A service's lists (benefits, features, tiers,
 * FAQs) are most of its translation lookups, and most pages draw only titles: the home page's cards need 3 of the
 * ~60 lookups a service takes, which hydration on a phone paid for all ten services.
 */
function lazily<T extends object, K extends keyof T>(target: T, key: K, make: () => T[K]) {
  Object.defineProperty(target, key, {
    enumerable: true,
    configurable: true,
    get() {
      const value = make();
      Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
      return value;
    },
  });
}

/** Builds one service from the region's pricing (USD by default), the styles and the translations. */
export function localizeService(
  id: ServiceId,
  t: TFunction,
  lng: string,
  pricing: Pricing = USD_PRICING,
  withdrawn = false,
  style: Partial<ServiceStyle> = {},
  recurring: RecurringPlans = {},
): Service {
  const base = `catalog:services.${id}`;
  const service = {
    id,
    title: t(`${base}.title`),
    description: t(`${base}.description`),
    ...SERVICE_STYLES[id],
    ...style,
    offered: pricing.services.includes(id),
    withdrawn,
  } as Service;
  lazily(service, "longDescription", () => t(`${base}.longDescription`));
  lazily(service, "benefits", () => list<string>(t, `${base}.benefits`));
  lazily(service, "features", () => list<ServiceFeature>(t, `${base}.features`));
  lazily(service, "pricing", () =>
    PRICING[id].map((tier) => {
      const price = pricing.price(id, tier.id);
      const localized = {
        id: tier.id,
        title: t(`catalog:tiers.${tier.id}`),
        price,
        priceLabel: formatTierPrice(price, pricing.plus?.(id, tier.id) ?? tier.plus, pricing.currency, lng, t),
        popular: tier.popular === true,
      } as ServiceTier;
      const terms = termsFor(recurring, id, tier.id);
      if (terms && price !== null) {
        localized.cadence = cadenceText(terms, t);
        localized.quota = quotaText(terms, t);
      }
      lazily(localized, "features", () => list<string>(t, `${base}.pricing.${tier.id}`));
      return localized;
    }),
  );
  lazily(service, "faqs", () => list<ServiceFaq>(t, `${base}.faqs`));
  return service;
}

/** An icon staff chose, drawn from the SVG data the page carries (lucide's own drawing, as the shipped icons are). */
const drawnIcons = new Map<string, LucideIcon>();
function iconOf(icon: NonNullable<NonNullable<ServiceLooks[ServiceId]>["icon"]>): LucideIcon {
  const key = JSON.stringify(icon);
  let component = drawnIcons.get(key);
  if (!component) drawnIcons.set(key, (component = createLucideIcon(icon.name, icon.node, icon.aliases)));
  return component;
}

/** The icons and colours staff changed, per service, as the page was rendered with (SiteData.serviceStyles). */
function useServiceStyles(): Partial<Record<ServiceId, Partial<ServiceStyle>>> {
  const looks = useSiteDataPart("serviceStyles");
  return useMemo(
    () =>
      Object.fromEntries(
        Object.entries(looks ?? {}).map(([id, look]) => [
          id,
          { ...(look.icon ? { icon: iconOf(look.icon) } : {}), ...(look.gradient ? { gradient: look.gradient } : {}) },
        ]),
      ),
    [looks],
  );
}

/** All ten services in the site's order, in the current language, priced for the visitor's region. */
function useCatalogue(): Service[] {
  const { t, i18n } = useTranslation("catalog");
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const pricing = usePricing();
  const layout = useServiceLayout();
  const styles = useServiceStyles();
  const recurring = useRecurringPlans();
  return useMemo(
    () =>
      layout.order.map((id) => localizeService(id, t, lng, pricing, layout.hidden.includes(id), styles[id], recurring)),
    [t, lng, pricing, layout, styles, recurring],
  );
}

/** The services the site lists and the visitor's region offers (all ten by default), in the site's order. */
export function useServices(): Service[] {
  const all = useCatalogue();
  return useMemo(() => all.filter((s) => s.offered && !s.withdrawn), [all]);
}

/** One service in the current language, offered or not, hidden or not (its page says so); undefined for an unknown id. */
export function useService(id: string | undefined): Service | undefined {
  const all = useCatalogue();
  return isServiceId(id) ? all.find((s) => s.id === id) : undefined;
}

/** The first three other services, as the detail page's related list (spec §2). */
export function relatedServices(services: Service[], id: ServiceId, count = 3): Service[] {
  return services.filter((s) => s.id !== id).slice(0, count);
}
