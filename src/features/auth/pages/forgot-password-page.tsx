import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export function ForgotPasswordPage() {
  return <ScreenPlaceholder screen="forgotPassword" />;
}
