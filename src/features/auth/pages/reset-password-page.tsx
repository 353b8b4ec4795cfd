import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export function ResetPasswordPage() {
  return <ScreenPlaceholder screen="resetPassword" />;
}
