import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export function AdminAnalyticsPage() {
  return <ScreenPlaceholder screen="adminAnalytics" />;
}
