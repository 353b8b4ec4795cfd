import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export function AdminDashboardPage() {
  return <ScreenPlaceholder screen="adminDashboard" />;
}
