import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export function AboutPage() {
  return <ScreenPlaceholder screen="about" />;
}
