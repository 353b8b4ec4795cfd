import { useTranslation } from "react-i18next";
import { initialsOf, listKeys } from "./list-entries";

interface TestimonialData {
  key: string;
  rating: 1 | 2 | 3 | 4 | 5;
  initials: string;
  gradient: [string, string];
}

/** Six static testimonials; quotes, names and roles live in the "testimonials" namespace. */
export const TESTIMONIAL_DATA: readonly TestimonialData[] = [
  { key: "sarah", rating: 5, initials: "SJ", gradient: ["#7c3aed", "#db2777"] },
  { key: "david", rating: 5, initials: "DK", gradient: ["#0ea5e9", "#6366f1"] },
  { key: "amara", rating: 5, initials: "AO", gradient: ["#10b981", "#0f766e"] },
  { key: "lucas", rating: 4, initials: "LM", gradient: ["#f59e0b", "#ef4444"] },
  { key: "yuki", rating: 5, initials: "YT", gradient: ["#a855f7", "#22d3ee"] },
  { key: "rachel", rating: 5, initials: "RG", gradient: ["#dc2626", "#9333ea"] },
];

export interface Testimonial {
  id: string;
  quote: string;
  author: string;
  role: string;
  /** Stars out of 5; null for a testimonial staff added (no rating is claimed for it). */
  rating: number | null;
  /** null for a testimonial staff added: its initials are shown. */
  avatar: string | null;
  initials: string;
  gradient: [string, string];
}

const ADDED_GRADIENT: [string, string] = ["#7c3aed", "#0ea5e9"];

export function testimonialAvatar(key: string) {
  return `/images/avatars/client-${key}.svg`;
}

export function useTestimonials(): Testimonial[] {
  const { t } = useTranslation("testimonials");
  // The published list's entries in its order; the shipped ones keep their picture and rating.
  return listKeys(t, "items").map((key) => {
    const data = TESTIMONIAL_DATA.find((d) => d.key === key);
    const author = t(`items.${key}.author`);
    return {
      id: key,
      quote: t(`items.${key}.quote`),
      author,
      role: t(`items.${key}.role`),
      rating: data?.rating ?? null,
      avatar: data ? testimonialAvatar(key) : null,
      initials: data?.initials ?? initialsOf(author),
      gradient: data?.gradient ?? ADDED_GRADIENT,
    };
  });
}
