export const BRAND_NAME = "Umbra";

export const SOCIAL_LINKS = {
  x: "https://x.com/umbra_agency",
  instagram: "https://instagram.com/umbra.agency",
} as const;
