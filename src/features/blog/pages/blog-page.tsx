import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export function BlogPage() {
  return <ScreenPlaceholder screen="blog" />;
}
