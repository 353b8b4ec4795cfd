import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export function RefundPage() {
  return <ScreenPlaceholder screen="refund" />;
}
