import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export function AdminPerformancePage() {
  return <ScreenPlaceholder screen="adminPerformance" />;
}
