import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export function ServiceDetailPage() {
  return <ScreenPlaceholder screen="serviceDetail" />;
}
