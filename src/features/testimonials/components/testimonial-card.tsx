import { Quote } from "lucide-react";
import type { Testimonial } from "@/content/testimonials";
import { StarRating } from "./star-rating";

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="relative flex h-full flex-col rounded-2xl border bg-card p-6 sm:p-8">
      <Quote className="absolute top-6 right-6 size-8 text-primary/25" aria-hidden />
      <StarRating rating={testimonial.rating} />
      <blockquote className="mt-4 flex-1 leading-relaxed text-foreground/90">“{testimonial.quote}”</blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <img src={testimonial.avatar} alt="" width={44} height={44} className="size-11 rounded-full" loading="lazy" />
        <div>
          <p className="font-semibold">{testimonial.author}</p>
          <p className="text-sm text-muted-foreground">{testimonial.role}</p>
        </div>
      </figcaption>
    </figure>
  );
}
