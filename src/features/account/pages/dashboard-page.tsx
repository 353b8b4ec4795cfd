import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export function DashboardPage() {
  return <ScreenPlaceholder screen="dashboard" />;
}
