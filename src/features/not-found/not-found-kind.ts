import { paths } from "@/config/paths";

export type NotFoundKind = "blog" | "portfolio" | "services" | "page";

/** Spec §2: the not-found page's title and link depend on the path. */
export function notFoundKind(pathname: string): NotFoundKind {
  const p = pathname.toLowerCase();
  if (p.includes("blog")) return "blog";
  if (p.includes("portfolio") || p.includes("case") || p.includes("stud")) return "portfolio";
  if (p.includes("service")) return "services";
  return "page";
}

export const NOT_FOUND_LINKS: Record<NotFoundKind, string> = {
  blog: paths.blog,
  portfolio: paths.portfolio,
  services: paths.services,
  page: paths.home,
};
