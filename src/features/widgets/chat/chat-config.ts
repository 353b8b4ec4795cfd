/** Spec §9: chat timings and the number of canned replies. */
export const WELCOME_BACK_DELAY_MS = 1000;
export const REPLY_DELAY_MS = 2000;
export const CANNED_REPLY_COUNT = 4;
