import { localizedPath, type Language } from "@common/locales";
import { orderPagePath } from "@common/workspace";
import { serverTexts } from "../../lib/i18n";
import { renderEmail } from "../render";
import { formatDate, formatPrice, serviceName, tierName } from "./names";

export interface OrderMailData {
  code: string;
  serviceId: string;
  servicePlan: string;
  /** Minor units of `currency`; null for a custom quote. */
  amountCents: number | null;
  currency: string;
  projectName: string;
  projectDescription: string;
  projectDeadline: string | null;
  projectGoals: string[];
  contactName: string;
  contactEmail: string;
  contactPhone: string;
}

type OrderLabel = "service" | "plan" | "project" | "description" | "deadline" | "goals" | "contact" | "email" | "phone";

function lines(lang: Language, o: OrderMailData, withContact: boolean): string[] {
  const t = serverTexts(lang, "emails");
  const l = (label: OrderLabel) => t(`order.labels.${label}`);
  const out = [
    `${l("service")}: ${serviceName(lang, o.serviceId)}`,
    `${l("plan")}: ${tierName(lang, o.servicePlan)} (${formatPrice(lang, o.amountCents, o.currency, t("order.customQuote"))})`,
    `${l("project")}: ${o.projectName}`,
  ];
  if (o.projectDescription) out.push(`${l("description")}: ${o.projectDescription}`);
  if (o.projectDeadline) out.push(`${l("deadline")}: ${formatDate(lang, o.projectDeadline)}`);
  if (o.projectGoals.length) out.push(`${l("goals")}: ${o.projectGoals.join("; ")}`);
  if (withContact) {
    out.push(`${l("contact")}: ${o.contactName}`, `${l("email")}: ${o.contactEmail}`);
    if (o.contactPhone) out.push(`${l("phone")}: ${o.contactPhone}`);
  }
  return out;
}

/** Where the acknowledgement leads: the order page for an account's order, else registration with the address. */
export type OrderFollowLink = { kind: "order" | "register"; url: string };

/** The follow link of an order: its page when an account owns it, else registration with the address filled in. */
export function orderFollowLink(
  publicUrl: string,
  lang: Language,
  o: { code: string; contactEmail: string },
  owned: boolean,
): OrderFollowLink {
  return owned
    ? { kind: "order", url: `${publicUrl}${localizedPath(lang, orderPagePath(o.code))}` }
    : {
        kind: "register",
        url: `${publicUrl}${localizedPath(lang, "/register")}?email=${encodeURIComponent(o.contactEmail)}`,
      };
}

/** The acknowledgement the client receives, in the language they ordered in. */
export function orderReceivedEmail(lang: Language, o: OrderMailData, link: OrderFollowLink) {
  const t = serverTexts(lang, "emails");
  const register = link.kind === "register";
  return renderEmail({
    lang,
    subject: t("order.clientSubject", { code: o.code }),
    heading: t("order.clientHeading", { name: o.contactName }),
    paragraphs: [
      t("order.clientIntro", { code: o.code }),
      ...lines(lang, o, false),
      t("order.clientNext"),
      ...(register ? [t("order.registerNote")] : []),
    ],
    action: { label: t(register ? "order.register" : "order.portal"), url: link.url },
    footer: t("order.footer"),
  });
}

/** The notification staff receive. */
export function orderStaffEmail(lang: Language, o: OrderMailData, adminUrl: string) {
  const t = serverTexts(lang, "emails");
  return renderEmail({
    lang,
    subject: t("order.staffSubject", { code: o.code, service: serviceName(lang, o.serviceId) }),
    heading: t("order.staffHeading", { code: o.code }),
    paragraphs: lines(lang, o, true),
    action: { label: t("order.staffAction"), url: adminUrl },
  });
}
