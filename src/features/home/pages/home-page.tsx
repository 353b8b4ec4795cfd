import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export function HomePage() {
  return <ScreenPlaceholder screen="home" />;
}
