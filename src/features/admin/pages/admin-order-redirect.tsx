import { Navigate, useParams } from "react-router";
import { paths } from "@/config/paths";

/** /admin/orders/:code (the link in staff e-mails): the orders list with that order's sheet open. */
export function AdminOrderRedirect() {
  const { code = "" } = useParams();
  return <Navigate to={`${paths.admin.orders}?order=${encodeURIComponent(code)}`} replace />;
}
