/** The shipped case studies' ids, without React: the server's prerendered paths read them too. */
export const CASE_STUDY_IDS = ["1", "2", "3", "4", "5", "6", "7", "8"] as const;
export type CaseStudyId = (typeof CASE_STUDY_IDS)[number];
