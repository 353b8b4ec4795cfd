import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { MailBacklog } from "../mail/queue";
import type { Logger } from "./logger";

const GAUGES_NAMED_TOTAL = [
  "nodejs_active_handles_total",
  "nodejs_active_requests_total",
  "nodejs_active_resources_total",
];
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
/** A scrape answers even when the database does not: the mail figures are then left out. */
const MAIL_QUERY_TIMEOUT_MS = 2_000;

export interface Prometheus {
  /** One answered request: `route` is the matched route pattern (`/api/orders/:code`), never the URL. */
  observe(method: string, route: string, status: number, seconds: number): void;
  /** The Prometheus text exposition of every metric, read now. */
  scrape(): Promise<string>;
  readonly contentType: string;
}

/**
 * The metrics GET /metrics serves, in a registry of this app's own (prom-client's global one would be shared by
 * every app a test process creates): requests and their durations, the mail outbox, open chat streams, and
 * prom-client's default process metrics (memory, CPU, event loop lag, GC, handles).
 */
export function createPrometheus(opts: {
  mailBacklog: () => Promise<MailBacklog>;
  openChatStreams: () => number;
  logger: Logger;
}): Prometheus {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // Three default gauges are named like counters (`…_total`), which `promtool check metrics` reports (issue 45); the
  // same figures stay as `nodejs_active_handles{type}`, `nodejs_active_requests{type}` and
  // `nodejs_active_resources{type}` (their sum is the total).
  for (const name of GAUGES_NAMED_TOTAL) registry.removeSingleMetric(name);
  const labelNames = ["method", "route", "status_class"] as const;
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, matched route pattern and status class (2xx, 4xx, ...).",
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request (until the response starts; a stream's lifetime is not counted).",
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: "mail_outbox_messages",
    help: "E-mails in the outbox not sent yet: pending and sending (the queue's depth), failed (gave up after every retry).",
    labelNames: ["status"],
    registers: [registry],
    async collect() {
      this.reset();
      let timer: NodeJS.Timeout | undefined;
      try {
        const backlog = await Promise.race([
          opts.mailBacklog(),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error("timed out")), MAIL_QUERY_TIMEOUT_MS);
          }),
        ]);
        for (const [status, n] of Object.entries(backlog)) this.set({ status }, n);
      } catch (err) {
        opts.logger.warn("metrics: mail outbox not read", { error: String(err) });
      } finally {
        clearTimeout(timer);
      }
    },
  });
  new Gauge({
    name: "chat_open_streams",
    help: "Support chat event streams open on this instance.",
    registers: [registry],
    collect() {
      this.set(opts.openChatStreams());
    },
  });

  return {
    observe(method, route, status, seconds) {
      const labels = {
        method: METHODS.has(method) ? method : "OTHER",
        route: route || "unmatched",
        status_class: `${Math.floor(status / 100)}xx`,
      };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
    scrape: () => registry.metrics(),
    contentType: registry.contentType,
  };
}
