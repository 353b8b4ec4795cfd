export { OrderResults } from "./components/order-results";
export { OrderMetricsBoard } from "./components/order-metrics-board";
export { DashboardResults } from "./components/dashboard-results";
export { OrderReports, OrderReportsBoard } from "./components/order-reports";
export { ShareLinks } from "./components/share-links";
