/** The browser's offset from UTC, so that the server counts days from the admin's midnight. */
export const tzOffset = () => String(new Date().getTimezoneOffset());
