import { Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";

export function StarRating({ rating }: { rating: number }) {
  const { t } = useTranslation("testimonials");
  return (
    <div className="flex gap-0.5" role="img" aria-label={t("page.rating", { rating, max: 5 })}>
      {[1, 2, 3, 4, 5].map((i) => (
        <Star
          key={i}
          className={cn("size-4", i <= rating ? "fill-amber-400 text-amber-400" : "text-muted-foreground/40")}
          aria-hidden
        />
      ))}
    </div>
  );
}
