import type { TFunction } from "i18next";

/** A catalogue service's display name; an id the catalogue no longer has is shown as it is. */
export const serviceName = (t: TFunction<"admin">, id: string) => t(`serviceNames.${id}`, { defaultValue: id });
