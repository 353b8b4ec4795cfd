import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export function AdminSettingsPage() {
  return <ScreenPlaceholder screen="adminSettings" />;
}
