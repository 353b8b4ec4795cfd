export const BRAND_NAME = "Umbra";
