import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export function BlogPostPage() {
  return <ScreenPlaceholder screen="blogPost" />;
}
