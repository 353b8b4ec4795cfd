import { SERVICE_IDS } from "@common/catalog";
import { paths } from "@/config/paths";
import { ARTICLE_IDS } from "@/content/article-data";
import { CASE_STUDY_IDS } from "@/content/case-study-ids";

export interface PrerenderPath {
  path: string;
  /** Listed in the sitemap and open to search engines. */
  public: boolean;
}

const publicPaths = [
  paths.home,
  paths.services,
  ...SERVICE_IDS.map(paths.service),
  paths.pricing,
  paths.about,
  paths.testimonials,
  paths.faq,
  paths.blog,
  ...ARTICLE_IDS.map(paths.blogPost),
  paths.portfolio,
  ...CASE_STUDY_IDS.map(paths.caseStudy),
  paths.contact,
  paths.terms,
  paths.privacy,
  paths.refund,
  paths.cookies,
];

/** Pages drawn for signed-in users or forms: prerendered (fast first paint) but kept out of search. */
const privatePaths = [
  ...SERVICE_IDS.map((id) => paths.order(id)),
  paths.login,
  paths.register,
  paths.forgotPassword,
  paths.resetPassword,
  paths.dashboard,
  paths.profile,
  paths.sharedResults,
  ...Object.values(paths.admin).filter((p) => typeof p === "string"),
];

export function prerenderPaths(extraPublic: string[] = []): PrerenderPath[] {
  return [
    ...[...publicPaths, ...extraPublic].map((path) => ({ path, public: true })),
    ...privatePaths.map((path) => ({ path, public: false })),
  ];
}
