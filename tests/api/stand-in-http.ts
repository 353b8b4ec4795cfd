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
