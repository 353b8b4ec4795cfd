/** The widgets' public entry: the visitor's region and the prices and services it gives (issue 22). */
export { USD_PRICING, formatPrice, loadCatalog, usdPricing, usePricing, type Pricing } from "./region-store";
