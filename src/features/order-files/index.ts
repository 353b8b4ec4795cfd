/** An order's files, for the client's order page and the admin order sheet (eslint.config.js keeps it so). */
export { OrderFiles } from "./components/order-files";
export { uploadOrderFile } from "./api/order-files";
