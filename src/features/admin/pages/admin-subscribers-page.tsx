import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export function AdminSubscribersPage() {
  return <ScreenPlaceholder screen="adminSubscribers" />;
}
