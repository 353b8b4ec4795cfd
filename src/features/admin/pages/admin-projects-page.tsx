import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export function AdminProjectsPage() {
  return <ScreenPlaceholder screen="adminProjects" />;
}
