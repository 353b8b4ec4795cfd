import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export function TestimonialsPage() {
  return <ScreenPlaceholder screen="testimonials" />;
}
