import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export function TermsPage() {
  return <ScreenPlaceholder screen="terms" />;
}
