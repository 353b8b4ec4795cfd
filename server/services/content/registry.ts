import { CONTENT_NAMESPACES, isRichField, type ContentGroup, type ContentNamespace } from "@common/content";
import { BUILT_IN, type Bundle } from "./built-in";

/**
 * The items of the content store, derived from the shipped English texts (the first version of the content): each
 * top-level block of a content namespace is an item (`faq:items`, `home:hero`), each service of the catalogue is one
 * (`catalog:services.shilling`), and a namespace's loose top-level strings are one item named by the namespace
 * (`about`). A field is a leaf string, keyed by its dotted path in the namespace (array positions included).
 */

/**
 * A list of an item (issue 39, list editing): an array of the shipped English bundle whose entries are all strings
 * or all objects of one shape, or an object of two or more same-shaped objects keyed by id (`faq:items`,
 * `testimonials:items`). Staff order, remove and add its entries; see `ContentList` in common/content.ts.
 */
export interface ListDef {
  /** Dotted path of the list in the namespace ("items", "story.timeline"). */
  path: string;
  kind: "array" | "keyed";
  /** The shipped entries' keys in the shipped order: array positions ("0", "1") or the object's keys ("sarah"). */
  shipped: string[];
  /** The field paths inside one entry, from the first shipped entry ("" when entries are plain strings). */
  shape: string[];
  add: boolean;
  reorder: boolean;
}

export interface ItemDef {
  id: string;
  ns: ContentNamespace;
  group: ContentGroup;
  /** Field keys in the shipped order. */
  keys: string[];
  /** Field key → whether the shipped English text reads as a paragraph. */
  multiline: Record<string, boolean>;
  /** Whether a field key (a new entry's too) takes the Markdown subset: the long prose the pages draw formatted. */
  rich: (key: string) => boolean;
  paths: string[];
  lists: ListDef[];
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

/** The relative leaf paths of a value, sorted ("" for a string). */
function shapeOf(value: unknown): string {
  return leaves(value, "")
    .map(([k]) => k.replace(/^\./, ""))
    .sort()
    .join("|");
}

/**
 * Lists the code cannot extend: a timeline milestone's year is its key (a new one would have none), and a trust
 * metric's figure lives in the code (src/content/social-proof.ts), so both can only be removed (and the metrics
 * reordered).
 */
const NO_ADD = new Set(["about:story.timeline", "social-proof:trustMetrics"]);

/** The lists under an item's value (not inside another list). */
function listsOf(ns: ContentNamespace, value: unknown, path: string): ListDef[] {
  if (ns === "catalog" || !value || typeof value !== "object") return [];
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  const shapes = new Set(entries.map(([, v]) => (typeof v === "string" ? "" : shapeOf(v))));
  const strings = entries.every(([, v]) => typeof v === "string");
  const objects = entries.every(([, v]) => v && typeof v === "object" && !Array.isArray(v) && leaves(v, "").length);
  const keyed = !Array.isArray(value) && objects && entries.length >= 2 && shapes.size === 1;
  if ((Array.isArray(value) && entries.length && shapes.size === 1 && (strings || objects)) || keyed) {
    const first = entries[0]![1];
    const numericKeys = keyed && entries.some(([k]) => /^\d+$/.test(k));
    return [
      {
        path,
        kind: Array.isArray(value) ? "array" : "keyed",
        shipped: entries.map(([k]) => k),
        shape: typeof first === "string" ? [""] : leaves(first, "").map(([k]) => k.replace(/^\./, "")),
        add: !NO_ADD.has(`${ns}:${path}`),
        // Objects keyed by numbers are read in the numbers' order whatever the order they are written in.
        reorder: !numericKeys,
      },
    ];
  }
  if (Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([k, v]) => listsOf(ns, v, `${path}.${k}`));
}

function define(ns: ContentNamespace, id: string, fields: [string, string][], key: string, value?: unknown): ItemDef {
  return {
    id,
    ns,
    group: GROUP[ns],
    keys: fields.map(([k]) => k),
    multiline: Object.fromEntries(fields.map(([k, v]) => [k, v.length > 90 || v.includes("\n")])),
    rich: (k) => isRichField(ns, k),
    paths: pathsOf(ns, key),
    lists: key && value !== undefined ? listsOf(ns, value, key) : [],
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
      items.push(define(ns, `${ns}:${key}`, leaves(value, key), key, value));
    }
  }
  return items;
}

export const ITEMS: readonly ItemDef[] = buildRegistry().filter((i) => !NOT_CONTENT.has(i.id));
const BY_ID = new Map(ITEMS.map((i) => [i.id, i]));

export function itemDef(id: string): ItemDef | undefined {
  return BY_ID.get(id);
}

/** The value at a dotted path of a bundle. */
export function textsAt(bundle: unknown, key: string): unknown {
  let at: unknown = bundle;
  for (const part of key.split(".")) {
    if (at === null || typeof at !== "object") return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}

/** The text at a dotted path of a bundle (a string, else undefined). */
export function textAt(bundle: unknown, key: string): string | undefined {
  const at = textsAt(bundle, key);
  return typeof at === "string" ? at : undefined;
}

/** Puts a value (a list in its new order) at a dotted path of a bundle built as a clone of the shipped one. */
export function setValueAt(bundle: Record<string, unknown>, key: string, value: unknown): void {
  const parts = key.split(".");
  let at: Record<string, unknown> = bundle;
  for (const part of parts.slice(0, -1)) at = at[part] as Record<string, unknown>;
  at[parts.at(-1)!] = value;
}

/** Sets the text at a dotted path of a bundle built as a clone of the shipped one (the path exists). */
export function setTextAt(bundle: Record<string, unknown>, key: string, text: string): void {
  const parts = key.split(".");
  let at: Record<string, unknown> = bundle;
  for (const part of parts.slice(0, -1)) at = at[part] as Record<string, unknown>;
  at[parts.at(-1)!] = text;
}
