import { CONTENT_NAMESPACES, type ContentGroup, type ContentNamespace } from "@common/content";
import { BUILT_IN, type Bundle } from "./built-in";

/**
 * The items of the content store, derived from the shipped English texts (the first version of the content): each
 * top-level block of a content namespace is an item (`faq:items`, `home:hero`), each service of the catalogue is one
 * (`catalog:services.shilling`), and a namespace's loose top-level strings are one item named by the namespace
 * (`about`). A field is a leaf string, keyed by its dotted path in the namespace (array positions included).
 */

export interface ItemDef {
  id: string;
  ns: ContentNamespace;
  group: ContentGroup;
  /** Field keys in the shipped order. */
  keys: string[];
  /** Field key → whether the shipped English text reads as a paragraph. */
  multiline: Record<string, boolean>;
  paths: string[];
}

const GROUP: Record<ContentNamespace, ContentGroup> = {
  home: "home",
  catalog: "services",
  services: "services",
  pricing: "pricing",
  about: "about",
  faq: "faq",
  testimonials: "testimonials",
  "social-proof": "testimonials",
  legal: "legal",
  contact: "contact",
  common: "company",
};

const PATHS: Record<ContentNamespace, string[]> = {
  home: ["/"],
  catalog: ["/services", "/pricing", "/"],
  services: ["/services"],
  pricing: ["/pricing"],
  about: ["/about"],
  faq: ["/faq"],
  testimonials: ["/testimonials", "/"],
  "social-proof": ["/", "/about"],
  legal: ["/terms", "/privacy", "/refund", "/cookies"],
  contact: ["/contact"],
  common: ["/", "/contact"],
};

/** Every leaf string under a value: [dotted path, text]. */
export function leaves(value: unknown, prefix: string): [string, string][] {
  if (typeof value === "string") return [[prefix, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${prefix}.${i}`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  return [];
}

function pathsOf(ns: ContentNamespace, key: string): string[] {
  const service = /^services\.([a-z]+)$/.exec(key);
  if (ns === "catalog" && service) return [`/services/${service[1]}`, "/services", "/pricing"];
  if (ns === "legal" && ["terms", "privacy", "refund", "cookies"].includes(key)) return [`/${key}`];
  return PATHS[ns];
}

function define(ns: ContentNamespace, id: string, fields: [string, string][], key: string): ItemDef {
  return {
    id,
    ns,
    group: GROUP[ns],
    keys: fields.map(([k]) => k),
    multiline: Object.fromEntries(fields.map(([k, v]) => [k, v.length > 90 || v.includes("\n")])),
    paths: pathsOf(ns, key),
  };
}

/**
 * Blocks of content namespaces that are the product's words, not the agency's (form errors, screen states), or that
 * the install's facts write (the payment methods offered): not editable.
 */
const NOT_CONTENT = new Set([
  "common:language",
  "common:notFound",
  "common:placeholder",
  "common:states",
  "common:screens",
  "common:actions",
  "common:a11y",
  "common:screenError",
  "common:pow",
  "contact:form",
  "contact:toast",
  "contact:errors",
  "faq:paymentMethods",
]);

function buildRegistry(): ItemDef[] {
  const items: ItemDef[] = [];
  for (const ns of CONTENT_NAMESPACES) {
    const bundle: Bundle = BUILT_IN.en[ns];
    const loose = Object.entries(bundle).filter(([, v]) => typeof v === "string") as [string, string][];
    if (loose.length) items.push(define(ns, ns, loose, ""));
    for (const [key, value] of Object.entries(bundle)) {
      if (typeof value === "string") continue;
      if (ns === "catalog" && key === "services" && value && typeof value === "object") {
        for (const [service, texts] of Object.entries(value))
          items.push(
            define(ns, `${ns}:services.${service}`, leaves(texts, `services.${service}`), `services.${service}`),
          );
        continue;
      }
      items.push(define(ns, `${ns}:${key}`, leaves(value, key), key));
    }
  }
  return items;
}

export const ITEMS: readonly ItemDef[] = buildRegistry().filter((i) => !NOT_CONTENT.has(i.id));
const BY_ID = new Map(ITEMS.map((i) => [i.id, i]));

export function itemDef(id: string): ItemDef | undefined {
  return BY_ID.get(id);
}

/** The text at a dotted path of a bundle (a string, else undefined). */
export function textAt(bundle: unknown, key: string): string | undefined {
  let at: unknown = bundle;
  for (const part of key.split(".")) {
    if (at === null || typeof at !== "object") return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return typeof at === "string" ? at : undefined;
}

/** Sets the text at a dotted path of a bundle built as a clone of the shipped one (the path exists). */
export function setTextAt(bundle: Record<string, unknown>, key: string, text: string): void {
  const parts = key.split(".");
  let at: Record<string, unknown> = bundle;
  for (const part of parts.slice(0, -1)) at = at[part] as Record<string, unknown>;
  at[parts.at(-1)!] = text;
}
