import { clsx } from "clsx";
import type { Service } from "@/content/services";

/** The service's icon on its gradient tile. */
export function ServiceIcon({
  service,
  large = false,
}: {
  service: Pick<Service, "icon" | "gradient">;
  /** The service page's heading tile (size-16, a larger icon). */
  large?: boolean;
}) {
  const Icon = service.icon;
  return (
    <span
      className={clsx(
        "inline-flex shrink-0 items-center justify-center rounded-xl bg-linear-to-br text-white shadow-lg",
        large ? "size-16 [&_svg]:size-8" : "size-12",
        service.gradient,
      )}
    >
      <Icon aria-hidden className="size-6" />
    </span>
  );
}
