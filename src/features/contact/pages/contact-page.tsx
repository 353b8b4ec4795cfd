import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export function ContactPage() {
  return <ScreenPlaceholder screen="contact" />;
}
