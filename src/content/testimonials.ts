import { useTranslation } from "react-i18next";

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
  rating: number;
  avatar: string;
  initials: string;
  gradient: [string, string];
}

export function testimonialAvatar(key: string) {
  return `/images/avatars/client-${key}.svg`;
}

export function useTestimonials(): Testimonial[] {
  const { t } = useTranslation("testimonials");
  return TESTIMONIAL_DATA.map((data) => ({
    id: data.key,
    quote: t(`items.${data.key}.quote`),
    author: t(`items.${data.key}.author`),
    role: t(`items.${data.key}.role`),
    rating: data.rating,
    avatar: testimonialAvatar(data.key),
    initials: data.initials,
    gradient: data.gradient,
  }));
}
