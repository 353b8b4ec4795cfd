import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export function PrivacyPage() {
  return <ScreenPlaceholder screen="privacy" />;
}
