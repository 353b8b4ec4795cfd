/** The staff side of billing, as the admin area uses it (eslint.config.js keeps other features to this entry). */
export { CancellationPanel } from "./components/cancellation-panel";
export { OrderBillingPanel } from "./components/order-billing-panel";
export { SetupChecklistCard } from "./components/setup-checklist-card";
export { BillingSettingsCard } from "./components/billing-settings-card";
