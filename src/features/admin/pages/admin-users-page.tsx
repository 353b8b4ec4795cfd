import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export function AdminUsersPage() {
  return <ScreenPlaceholder screen="adminUsers" />;
}
