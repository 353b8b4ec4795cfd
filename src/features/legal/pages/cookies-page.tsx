import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export function CookiesPage() {
  return <ScreenPlaceholder screen="cookies" />;
}
