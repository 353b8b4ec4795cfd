import type { RefundDestination } from "@common/account";
import { MANUAL_PAYMENT_METHODS } from "@common/billing";

/** A refund's destination fields as the API sends them: what was given, and whether it is still asked for. */
export function destinationView(r: {
  method: string;
  provider: string | null;
  status: string;
  destination: RefundDestination | null;
}) {
  const manual = !r.provider && (MANUAL_PAYMENT_METHODS as readonly string[]).includes(r.method);
  return {
    destination: r.destination ?? null,
    needsDestination: manual && r.status !== "succeeded" && !r.destination,
  };
}
