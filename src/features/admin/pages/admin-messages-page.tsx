import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export function AdminMessagesPage() {
  return <ScreenPlaceholder screen="adminMessages" />;
}
