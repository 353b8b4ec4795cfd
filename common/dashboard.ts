/**
 * The client dashboard (GET /api/dashboard): what waits on the client, what they owe, and each order's next step.
 * Next steps are keys of the "orders" locale namespace (`nextStep.<key>`).
 */
export const NEXT_STEPS = [
  "answerQuote",
  "payOverdue",
  "payInvoice",
  "reviewDeliverables",
  "cancellationPending",
  "readMessages",
  "quoteExpired",
  "review",
  "paidNotStarted",
  "inProgress",
  "completed",
  "cancelled",
] as const;
export type NextStep = (typeof NEXT_STEPS)[number];

/**
 * How long the first visit of the dashboard lasts (reloads and returns to the tab within it are the same visit): the
 * 30 minutes web analytics count a visit by. A sign-in session outlives it (it is renewed while used), so a client
 * who never signs out is still greeted as returning the next day.
 */
export const FIRST_VISIT_MINUTES = 30;

/** The facts of one order that decide its next step. */
export interface NextStepFacts {
  status: string;
  /** The open quote, if any, and whether its last valid day has passed. */
  openQuote: { expired: boolean } | null;
  /** Issued invoices with something left to pay. */
  unpaid: { overdue: boolean }[];
  cancellationPending: boolean;
  unreadMessages: number;
  /** An invoice of the order is paid in full (money never starts the work: staff do). */
  paid?: boolean;
  /** Milestone deliveries waiting for the client's answer (issue 41). */
  awaitingReview?: number;
}

/** What the client (or the agency) does next on an order, the first that applies. */
export function nextStepOf(o: NextStepFacts): NextStep {
  if (o.status === "cancelled") return "cancelled";
  if (o.cancellationPending) return "cancellationPending";
  if (o.openQuote && !o.openQuote.expired) return "answerQuote";
  if (o.unpaid.some((i) => i.overdue)) return "payOverdue";
  if (o.unpaid.length) return "payInvoice";
  if ((o.awaitingReview ?? 0) > 0) return "reviewDeliverables";
  if (o.unreadMessages > 0) return "readMessages";
  if (o.status === "completed") return "completed";
  if (o.status === "in_progress") return "inProgress";
  if (o.status === "pending" && o.paid) return "paidNotStarted";
  if (o.openQuote) return "quoteExpired";
  return "review";
}
