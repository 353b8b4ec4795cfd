import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export function RegisterPage() {
  return <ScreenPlaceholder screen="register" />;
}
