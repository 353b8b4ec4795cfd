/* The shipped texts of the content namespaces (common/content.ts), imported statically: the server bundle carries them. */
import enHome from "../../../src/i18n/locales/en/home.json";
import enCatalog from "../../../src/i18n/locales/en/catalog.json";
import enServices from "../../../src/i18n/locales/en/services.json";
import enPricing from "../../../src/i18n/locales/en/pricing.json";
import enAbout from "../../../src/i18n/locales/en/about.json";
import enFaq from "../../../src/i18n/locales/en/faq.json";
import enTestimonials from "../../../src/i18n/locales/en/testimonials.json";
import enSocialProof from "../../../src/i18n/locales/en/social-proof.json";
import enLegal from "../../../src/i18n/locales/en/legal.json";
import enContact from "../../../src/i18n/locales/en/contact.json";
import enCommon from "../../../src/i18n/locales/en/common.json";
import esHome from "../../../src/i18n/locales/es/home.json";
import esCatalog from "../../../src/i18n/locales/es/catalog.json";
import esServices from "../../../src/i18n/locales/es/services.json";
import esPricing from "../../../src/i18n/locales/es/pricing.json";
import esAbout from "../../../src/i18n/locales/es/about.json";
import esFaq from "../../../src/i18n/locales/es/faq.json";
import esTestimonials from "../../../src/i18n/locales/es/testimonials.json";
import esSocialProof from "../../../src/i18n/locales/es/social-proof.json";
import esLegal from "../../../src/i18n/locales/es/legal.json";
import esContact from "../../../src/i18n/locales/es/contact.json";
import esCommon from "../../../src/i18n/locales/es/common.json";
import frHome from "../../../src/i18n/locales/fr/home.json";
import frCatalog from "../../../src/i18n/locales/fr/catalog.json";
import frServices from "../../../src/i18n/locales/fr/services.json";
import frPricing from "../../../src/i18n/locales/fr/pricing.json";
import frAbout from "../../../src/i18n/locales/fr/about.json";
import frFaq from "../../../src/i18n/locales/fr/faq.json";
import frTestimonials from "../../../src/i18n/locales/fr/testimonials.json";
import frSocialProof from "../../../src/i18n/locales/fr/social-proof.json";
import frLegal from "../../../src/i18n/locales/fr/legal.json";
import frContact from "../../../src/i18n/locales/fr/contact.json";
import frCommon from "../../../src/i18n/locales/fr/common.json";
import deHome from "../../../src/i18n/locales/de/home.json";
import deCatalog from "../../../src/i18n/locales/de/catalog.json";
import deServices from "../../../src/i18n/locales/de/services.json";
import dePricing from "../../../src/i18n/locales/de/pricing.json";
import deAbout from "../../../src/i18n/locales/de/about.json";
import deFaq from "../../../src/i18n/locales/de/faq.json";
import deTestimonials from "../../../src/i18n/locales/de/testimonials.json";
import deSocialProof from "../../../src/i18n/locales/de/social-proof.json";
import deLegal from "../../../src/i18n/locales/de/legal.json";
import deContact from "../../../src/i18n/locales/de/contact.json";
import deCommon from "../../../src/i18n/locales/de/common.json";
import zhHome from "../../../src/i18n/locales/zh/home.json";
import zhCatalog from "../../../src/i18n/locales/zh/catalog.json";
import zhServices from "../../../src/i18n/locales/zh/services.json";
import zhPricing from "../../../src/i18n/locales/zh/pricing.json";
import zhAbout from "../../../src/i18n/locales/zh/about.json";
import zhFaq from "../../../src/i18n/locales/zh/faq.json";
import zhTestimonials from "../../../src/i18n/locales/zh/testimonials.json";
import zhSocialProof from "../../../src/i18n/locales/zh/social-proof.json";
import zhLegal from "../../../src/i18n/locales/zh/legal.json";
import zhContact from "../../../src/i18n/locales/zh/contact.json";
import zhCommon from "../../../src/i18n/locales/zh/common.json";
import jaHome from "../../../src/i18n/locales/ja/home.json";
import jaCatalog from "../../../src/i18n/locales/ja/catalog.json";
import jaServices from "../../../src/i18n/locales/ja/services.json";
import jaPricing from "../../../src/i18n/locales/ja/pricing.json";
import jaAbout from "../../../src/i18n/locales/ja/about.json";
import jaFaq from "../../../src/i18n/locales/ja/faq.json";
import jaTestimonials from "../../../src/i18n/locales/ja/testimonials.json";
import jaSocialProof from "../../../src/i18n/locales/ja/social-proof.json";
import jaLegal from "../../../src/i18n/locales/ja/legal.json";
import jaContact from "../../../src/i18n/locales/ja/contact.json";
import jaCommon from "../../../src/i18n/locales/ja/common.json";
import type { ContentNamespace } from "@common/content";
import type { Language } from "@common/locales";

export type Bundle = Record<string, unknown>;

/** The template's texts: the first version of every content item. */
export const BUILT_IN: Record<Language, Record<ContentNamespace, Bundle>> = {
  en: {
    home: enHome,
    catalog: enCatalog,
    services: enServices,
    pricing: enPricing,
    about: enAbout,
    faq: enFaq,
    testimonials: enTestimonials,
    "social-proof": enSocialProof,
    legal: enLegal,
    contact: enContact,
    common: enCommon,
  },
  es: {
    home: esHome,
    catalog: esCatalog,
    services: esServices,
    pricing: esPricing,
    about: esAbout,
    faq: esFaq,
    testimonials: esTestimonials,
    "social-proof": esSocialProof,
    legal: esLegal,
    contact: esContact,
    common: esCommon,
  },
  fr: {
    home: frHome,
    catalog: frCatalog,
    services: frServices,
    pricing: frPricing,
    about: frAbout,
    faq: frFaq,
    testimonials: frTestimonials,
    "social-proof": frSocialProof,
    legal: frLegal,
    contact: frContact,
    common: frCommon,
  },
  de: {
    home: deHome,
    catalog: deCatalog,
    services: deServices,
    pricing: dePricing,
    about: deAbout,
    faq: deFaq,
    testimonials: deTestimonials,
    "social-proof": deSocialProof,
    legal: deLegal,
    contact: deContact,
    common: deCommon,
  },
  zh: {
    home: zhHome,
    catalog: zhCatalog,
    services: zhServices,
    pricing: zhPricing,
    about: zhAbout,
    faq: zhFaq,
    testimonials: zhTestimonials,
    "social-proof": zhSocialProof,
    legal: zhLegal,
    contact: zhContact,
    common: zhCommon,
  },
  ja: {
    home: jaHome,
    catalog: jaCatalog,
    services: jaServices,
    pricing: jaPricing,
    about: jaAbout,
    faq: jaFaq,
    testimonials: jaTestimonials,
    "social-proof": jaSocialProof,
    legal: jaLegal,
    contact: jaContact,
    common: jaCommon,
  },
};
