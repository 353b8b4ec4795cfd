/** The Content-Security-Policy of every answer (Hono's secureHeaders directives), in one place. */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:"],
  fontSrc: ["'self'", "data:"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** The policy as a header value, with the page framable by this site only (the admin's content preview). */
export function framableBySelfPolicy(): string {
  return Object.entries({ ...CSP_DIRECTIVES, frameAncestors: ["'self'"] })
    .map(([name, values]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(" ")}`)
    .join("; ");
}
