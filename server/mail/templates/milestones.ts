import type { Language } from "@common/locales";
import { serverTexts } from "../../lib/i18n";
import { renderEmail } from "../render";
import { formatDate } from "./names";

export interface MilestoneMailFacts {
  code: string;
  project: string;
  title: string;
  /** The delivery's instant. */
  deliveredAt: Date;
  autoApproveAt: Date;
  days: number;
  fileNames: string[];
}

const day = (lang: Language, at: Date) => formatDate(lang, at.toISOString().slice(0, 10));

/** To the client, in the order's language: delivered, a reminder, or approved automatically. */
export function milestoneClientEmail(
  lang: Language,
  kind: "delivered" | "reminder" | "autoApproved",
  f: MilestoneMailFacts,
  url: string,
) {
  const t = serverTexts(lang, "emails");
  const values = { code: f.code, title: f.title, project: f.project, date: day(lang, f.deliveredAt), days: f.days };
  const paragraphs =
    kind === "delivered"
      ? [
          t("milestone.delivered", values),
          ...f.fileNames.map((file) => t("milestone.file", { file })),
          t("milestone.autoDeadline", { date: day(lang, f.autoApproveAt) }),
        ]
      : kind === "reminder"
        ? [t("milestone.reminder", values), t("milestone.autoDeadline", { date: day(lang, f.autoApproveAt) })]
        : [t("milestone.autoApproved", values)];
  return renderEmail({
    lang,
    subject: t(`milestone.subject.${kind}`, values),
    heading: t(`milestone.heading.${kind}`),
    paragraphs,
    action: { label: t("milestone.clientAction"), url },
    footer: t("milestone.footer"),
  });
}

/** To staff, in the staff's language: the client approved, or asked for changes (with the reason). */
export function milestoneStaffEmail(
  lang: Language,
  kind: "approved" | "changes",
  f: { code: string; title: string; who: string; reason?: string },
  url: string,
) {
  const t = serverTexts(lang, "emails");
  const values = { code: f.code, title: f.title, who: f.who };
  return renderEmail({
    lang,
    subject: t(`milestone.subject.${kind}`, values),
    heading: t(`milestone.heading.${kind}`),
    paragraphs: [t(`milestone.${kind}`, values), ...(f.reason ? [f.reason] : [])],
    action: { label: t("milestone.staffAction"), url },
  });
}
