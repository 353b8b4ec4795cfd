/** Retainers (issue 42): the client's order page, the admin order sheet, the services settings. */
export { OrderRetainer } from "./components/order-retainer";
export { RetainerPlansEditor } from "./components/retainer-plans-editor";
export { RetainersOverview } from "./components/retainers-overview";
export { DashboardRetainers } from "./components/dashboard-retainers";
