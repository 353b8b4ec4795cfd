import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export function AdminServicesPage() {
  return <ScreenPlaceholder screen="adminServices" />;
}
