import { z } from "zod";
import { SERVICE_IDS, isServiceId, type ServiceId } from "./catalog";

/**
 * `PUT /api/admin/catalog/services`: every known service once, in the order the site lists them, each with its
 * hidden flag; at least one stays visible. Error texts are keys of the "admin" locale namespace.
 */
export const serviceLayoutInputSchema = z.object({
  services: z
    .array(
      z.object({
        id: z.string({ error: "errors.service" }).refine((v): v is ServiceId => isServiceId(v), {
          error: "errors.service",
        }),
        hidden: z.boolean({ error: "serviceLayout.errors.hidden" }),
      }),
      { error: "serviceLayout.errors.layout" },
    )
    .max(SERVICE_IDS.length, { error: "serviceLayout.errors.layout" })
    .superRefine((list, ctx) => {
      const ids = list.map((s) => s.id);
      if (new Set(ids).size !== ids.length || SERVICE_IDS.some((id) => !ids.includes(id))) {
        ctx.addIssue({ code: "custom", message: "serviceLayout.errors.layout" });
      } else if (list.every((s) => s.hidden)) {
        ctx.addIssue({ code: "custom", message: "serviceLayout.errors.allHidden" });
      }
    }),
});
export type ServiceLayoutInput = z.infer<typeof serviceLayoutInputSchema>;
