export { OrderResults } from "./components/order-results";
export { OrderMetricsBoard } from "./components/order-metrics-board";
export { DashboardResults } from "./components/dashboard-results";
