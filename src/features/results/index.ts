export { OrderResults } from "./components/order-results";
