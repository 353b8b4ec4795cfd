import { Quote } from "lucide-react";
import type { Testimonial } from "@/content/testimonials";
import { StarRating } from "./star-rating";
import { InitialsAvatar } from "@/components/initials-avatar";

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="relative flex h-full flex-col rounded-2xl border bg-card p-6 sm:p-8">
      <Quote className="absolute top-6 right-6 size-8 text-primary/25" aria-hidden />
      {/* A testimonial staff added claims no rating. */}
      {testimonial.rating !== null && <StarRating rating={testimonial.rating} />}
      <blockquote className="mt-4 flex-1 leading-relaxed text-foreground/90">“{testimonial.quote}”</blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        {testimonial.avatar ? (
          <img src={testimonial.avatar} alt="" width={44} height={44} className="size-11 rounded-full" loading="lazy" />
        ) : (
          <InitialsAvatar initials={testimonial.initials} gradient={testimonial.gradient} className="size-11" />
        )}
        <div>
          <p className="font-semibold">{testimonial.author}</p>
          <p className="text-sm text-muted-foreground">{testimonial.role}</p>
        </div>
      </figcaption>
    </figure>
  );
}
