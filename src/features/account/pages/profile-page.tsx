import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export function ProfilePage() {
  return <ScreenPlaceholder screen="profile" />;
}
