import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export function AdminOrdersPage() {
  return <ScreenPlaceholder screen="adminOrders" />;
}
