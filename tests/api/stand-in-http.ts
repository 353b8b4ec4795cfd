import http from "node:http";
import type { AddressInfo } from "node:net";

/** Sends a provider's webhook to the app: an HTTP POST to its URL, or (in-process API tests) a function. */
export type WebhookTarget = string | ((body: string, headers: Record<string, string>) => Promise<Response>);

export interface Delivery {
  type: string;
  body: string;
  headers: Record<string, string>;
  /** The app's answer, once it came (undefined while under way, 0 when it could not be reached). */
  status?: number;
  answer?: string;
}

/**
 * Webhook deliveries of a stand-in: recorded, sent after the answer that caused them (as the providers do: an app
 * that waits on its own webhook inside the call would deadlock), and awaitable with idle().
 */
export function webhookSender(target: () => WebhookTarget | undefined) {
  const deliveries: Delivery[] = [];
  const pending = new Set<Promise<void>>();
  const send = async (d: Delivery) => {
    const to = target();
    if (!to) return;
    try {
      const res =
        typeof to === "string"
          ? await fetch(to, { method: "POST", headers: d.headers, body: d.body, signal: AbortSignal.timeout(30_000) })
          : await to(d.body, d.headers);
      d.status = res.status;
      d.answer = await res.text();
    } catch (err) {
      d.status = 0;
      d.answer = String(err);
    }
  };
  return {
    deliveries,
    /** Queues a delivery to go out once the current answer has been written. */
    later(d: Delivery) {
      deliveries.push(d);
      const p = new Promise<void>((resolve) => setTimeout(resolve, 5)).then(() => send(d));
      pending.add(p);
      void p.finally(() => pending.delete(p));
    },
    /** Sends a delivery now and waits for the app's answer. */
    async now(d: Delivery) {
      deliveries.push(d);
      await send(d);
    },
    async idle() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}

export function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** A small, accessible page of a provider's hosted checkout. */
export function hostedPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/** Starts a server on 127.0.0.1 (port 0: any free one) and tells its base URL. */
export async function listen(server: http.Server, port = 0): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export const closeServer = (server: http.Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** What every provider's stand-in offers beside its own records. */
export interface StandInControls {
  url: string;
  /** Webhooks sent to the app, in order. */
  deliveries: Delivery[];
  /** The next `times` payment creations answer with this status (then back to normal). */
  failNext(status: number, times?: number): void;
  /** Where webhooks go (set once the app's address is known); none: they are only recorded. */
  setWebhookTarget(target: WebhookTarget | undefined): void;
  /** Waits until every webhook sent so far has its answer. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export type Answer = { status: number; body: unknown };

/**
 * A stand-in's HTTP server on 127.0.0.1, with its webhooks and armed failures. Each request's body is read first;
 * the browser's icon request gets 204 (there is none), `page` may answer a hosted page (true when it did),
 * GET /health says ok, and the rest is `api`'s answer as JSON with the provider's `headers`; a throw answers 500
 * with `failure(err)`. `webhooks` and `takeFailure` are there at once; `start` listens and gives the controls.
 */
export function standInServer(opts: {
  webhookTarget?: WebhookTarget;
  page(req: http.IncomingMessage, res: http.ServerResponse, raw: string, url: URL): Promise<boolean> | boolean;
  api(req: http.IncomingMessage, raw: string, url: URL): Answer;
  headers(): Record<string, string>;
  failure(err: unknown): unknown;
}) {
  let target = opts.webhookTarget;
  const webhooks = webhookSender(() => target);
  let failStatus: number | undefined;
  let failures = 0;
  const server = http.createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      if (req.method === "GET" && req.url === "/favicon.ico") return void res.writeHead(204).end();
      if (await opts.page(req, res, raw, url)) return;
      const answer = url.pathname === "/health" ? { status: 200, body: { ok: true } } : opts.api(req, raw, url);
      res.writeHead(answer.status, { "content-type": "application/json", ...opts.headers() });
      res.end(JSON.stringify(answer.body));
    })().catch((err: unknown) => {
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify(opts.failure(err)));
    });
  });
  return {
    webhooks,
    /** The status a failNext armed for this call, if any (each call uses one up). */
    takeFailure(): number | undefined {
      if (!failStatus || failures <= 0) return undefined;
      failures -= 1;
      return failStatus;
    },
    async start(port?: number): Promise<StandInControls> {
      return {
        url: await listen(server, port),
        deliveries: webhooks.deliveries,
        failNext: (status, times = 1) => {
          failStatus = status;
          failures = times;
        },
        setWebhookTarget: (t) => {
          target = t;
        },
        idle: () => webhooks.idle(),
        close: () => closeServer(server),
      };
    },
  };
}
