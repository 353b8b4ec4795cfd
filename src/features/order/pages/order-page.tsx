import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export function OrderPage() {
  return <ScreenPlaceholder screen="order" />;
}
