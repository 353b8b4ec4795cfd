import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export function LoginPage() {
  return <ScreenPlaceholder screen="login" />;
}
