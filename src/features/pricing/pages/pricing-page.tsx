import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export function PricingPage() {
  return <ScreenPlaceholder screen="pricing" />;
}
