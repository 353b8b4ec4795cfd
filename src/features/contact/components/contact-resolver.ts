import { zodResolver } from "@hookform/resolvers/zod";
import { contactInputSchema } from "@common/contact";

/** The contact form's checks: the API's own schema (loaded with the form's first use, see contact-form.tsx). */
export const contactResolver = zodResolver(contactInputSchema);
