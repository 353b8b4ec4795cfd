/** The client's orders, as other features show them (eslint.config.js keeps other features to this entry). */
export { ClientOrders, type ClientOrderSummary } from "./components/client-orders";
