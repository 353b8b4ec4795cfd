import type { Auth } from "./auth/auth";
import type { SessionVariables } from "./auth/session";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { Logger } from "./lib/logger";
import type { Metrics } from "./lib/metrics";
import type { Mailer } from "./mail/mailer";
import type { MailQueue, MailQueueOptions } from "./mail/queue";
import type { ChatHub } from "./services/chat/hub";
import type { FileStorage } from "./services/files/file-storage";
import type { ServerEntry } from "../scripts/render-site";
import type { RunningLiveSite } from "./services/site/live-site";

/**
 * What the app is built from. Route modules and services type their dependencies with these, never by importing
 * `app.ts` (which imports every route module): this module imports no route, so no import cycle runs through it.
 */
export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  /** The transport (SMTP or outbox files); the app queues every message and its worker sends them through it. */
  mailer: Mailer;
  mailQueueOptions?: Partial<MailQueueOptions>;
  metrics?: Metrics;
  /** Where order files are kept; by default from the config (S3_* or DATA_DIR/files). */
  storage?: FileStorage;
  /** The built web app (dist/client); omitted in API tests. */
  webRoot?: string;
  /** The SSR entry that renders the site's pages (default: the build's dist/server/entry-server.js). */
  ssrEntry?: () => Promise<ServerEntry>;
  /** The page template (default: the build's dist/client/_template.html). */
  siteTemplate?: string;
}

/** What every /api route module gets: the app's dependencies plus the parts createApp builds from them. */
export type ApiDeps = AppDeps & {
  metrics: Metrics;
  auth: Auth;
  mailQueue: MailQueue;
  storage: FileStorage;
  chatHub: ChatHub;
  /** Re-renders the public pages when what they show changes (services/site/live-site.ts). */
  liveSite: RunningLiveSite;
};

export type AppEnv = { Variables: { requestStart: number; log: Logger } & SessionVariables };
