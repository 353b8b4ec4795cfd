import { SERVICE_IDS, TIER_IDS } from "@common/catalog";
import { LANGUAGES, type Language } from "@common/locales";
import { serviceName, tierName } from "../../mail/templates/names";

interface Line {
  description: string;
  quantity: number;
  unitPriceCents: number;
}

/** "YouTube Growth — Professional": a plan as a line item is named (the order sheet starts a quote with it). */
export const planLineName = (lang: Language, serviceId: string, tierId: string) =>
  `${serviceName(lang, serviceId)} — ${tierName(lang, tierId)}`;

/** Dashes staff may type between the service and the plan. */
const DASHES = /\s+[—–-]\s+/;
const key = (text: string) => text.trim().replace(DASHES, " — ").toLocaleLowerCase("en");

/** Every plan's line name in every language → the plan, so that a name written in any language is recognised. */
const PLANS = new Map<string, { serviceId: string; tierId: string }>();
for (const lang of LANGUAGES) {
  for (const serviceId of SERVICE_IDS) {
    for (const tierId of TIER_IDS) PLANS.set(key(planLineName(lang, serviceId, tierId)), { serviceId, tierId });
  }
}

/**
 * The lines of a document as issued in its language: a line that names a catalogue plan (in whichever of the six
 * languages staff wrote it) takes the plan's name in `lang`; any other text is staff's own and stays as written.
 * The result is stored with the quote or invoice, so the document keeps the names it was issued with.
 */
export function localizeLines<L extends Line>(lines: readonly L[], lang: Language): L[] {
  return lines.map((line) => {
    const plan = PLANS.get(key(line.description));
    return plan ? { ...line, description: planLineName(lang, plan.serviceId, plan.tierId) } : line;
  });
}
