import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export function FaqPage() {
  return <ScreenPlaceholder screen="faq" />;
}
