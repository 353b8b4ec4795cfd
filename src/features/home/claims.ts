/* The marketing claims of spec §1 are the site's figures: common/figures.ts, set by staff (issue 39). */

/** How many teasers the home page shows (spec §9). */
export const HOME_CASE_STUDIES = 4;
export const HOME_ARTICLES = 3;
