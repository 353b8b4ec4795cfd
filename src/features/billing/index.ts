/** The billing feature's public entry: what other features may use of it (eslint.config.js keeps it so). */
export { formatMoney, formatDay, formatMoment, useBillingFormat } from "./format";
export { BillingDetailsCard } from "./components/billing-details-card";
export { ContactSellerIdentity } from "./components/seller-identity";
export { OrderBilling } from "./components/order-billing";
export { OrderCancellation } from "./components/order-cancellation";
export { OrderPrice } from "./components/order-price";
