/** The order feature's public entry: what other features may use of it. */
export { OrderConfirmation } from "./components/order-confirmation";
