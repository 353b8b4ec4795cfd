import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export function ServicesPage() {
  return <ScreenPlaceholder screen="services" />;
}
