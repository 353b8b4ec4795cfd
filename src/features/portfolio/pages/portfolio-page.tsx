import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export function PortfolioPage() {
  return <ScreenPlaceholder screen="portfolio" />;
}
