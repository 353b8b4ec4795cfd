import { z } from "zod";
import { SERVICE_IDS, isServiceId, type ServiceId } from "./catalog";
import { COMPARISON_FEATURE_IDS, FEATURE_STATUSES, type ComparisonFeatureId, type FeatureStatus } from "./comparison";
import { SERVICE_GRADIENT_IDS, SERVICE_ICON_IDS, type ServiceGradientId } from "./service-style";

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

/**
 * `PUT /api/admin/catalog/services/styles`: each service's icon, colour and comparison cells. A service left out is
 * set back to how it shipped; cells left out of a matrix keep the built-in rules' value.
 */
export const serviceStylesInputSchema = z.object({
  services: z
    .array(
      z.object({
        id: z.string({ error: "errors.service" }).refine((v): v is ServiceId => isServiceId(v), {
          error: "errors.service",
        }),
        icon: z.enum(SERVICE_ICON_IDS, { error: "serviceStyle.errors.icon" }),
        gradient: z.enum(SERVICE_GRADIENT_IDS as [ServiceGradientId, ...ServiceGradientId[]], {
          error: "serviceStyle.errors.gradient",
        }),
        matrix: z
          .strictObject(
            Object.fromEntries(
              COMPARISON_FEATURE_IDS.map((f) => [
                f,
                z.enum(FEATURE_STATUSES, { error: "serviceStyle.errors.status" }).optional(),
              ]),
            ) as Record<ComparisonFeatureId, z.ZodOptional<z.ZodEnum<{ [K in FeatureStatus]: K }>>>,
            { error: "serviceStyle.errors.feature" },
          )
          .optional(),
      }),
      { error: "serviceStyle.errors.styles" },
    )
    .max(SERVICE_IDS.length, { error: "serviceStyle.errors.styles" })
    .refine((list) => new Set(list.map((s) => s.id)).size === list.length, { error: "serviceStyle.errors.styles" }),
});
export type ServiceStylesInput = z.infer<typeof serviceStylesInputSchema>;
