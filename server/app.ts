import { randomUUID } from "node:crypto";
import type { IncomingMessage, RequestListener } from "node:http";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { routePath } from "hono/route";
import { secureHeaders } from "hono/secure-headers";
import type { ApiDeps, AppDeps, AppEnv } from "./app-deps";
import { compressAnswer, heldBody } from "./lib/compression";
import { CSP_DIRECTIVES } from "./lib/csp";
import { FrameHeaders, headersSetBy, nodeHeader, requestHeader } from "./lib/frame-headers";
import { ApiError } from "./lib/http-error";
import { jsonInput } from "./lib/validate";
import { requireAdmin } from "./auth/guard";
import { z } from "zod";
import { REQUEST_ID_HEADER } from "./lib/logger";
import { Metrics } from "./lib/metrics";
import { createPrometheus } from "./lib/prometheus";
import { createMailQueue } from "./mail/queue";
import { createAuth } from "./auth/auth";
import { adminRoutes } from "./routes/admin";
import { apiV1Routes } from "./routes/api-v1";
import { authRoutes } from "./routes/auth";
import { billingRoutes } from "./routes/billing";
import { captchaRoutes } from "./routes/captcha";
import { chatRoutes } from "./routes/chat";
import { powRoutes } from "./routes/pow";
import { contactRoutes } from "./routes/contact";
import { healthRoutes, readyRoutes } from "./routes/health";
import { metricsRoutes } from "./routes/metrics";
import { creditNoteFileRoutes } from "./routes/credit-note-files";
import { dashboardRoutes } from "./routes/dashboard";
import { orderReportRoutes, sharedResultRoutes } from "./routes/order-reports";
import { reportSchedule, runReportDueCheck } from "./services/order-metrics/reports";
import { invoiceFileRoutes } from "./routes/invoice-files";
import { meRoutes } from "./routes/me";
import { mediaRoutes } from "./routes/media";
import { myDataRoutes } from "./routes/my-data";
import { mySessionsRoutes } from "./routes/my-sessions";
import { newsletterRoutes } from "./routes/newsletter";
import { orderFileRoutes } from "./routes/order-files";
import { orderRoutes } from "./routes/orders";
import { orderWorkspaceRoutes } from "./routes/order-workspace";
import { orderBriefRoutes } from "./routes/order-brief";
import { profileRoutes } from "./routes/profile";
import { profileBillingRoutes } from "./routes/profile-billing";
import { publicSettingsRoutes } from "./routes/public-settings";
import { catalogRoutes } from "./routes/catalog";
import { seoRoutes } from "./routes/seo";
import { feedRoutes } from "./routes/feeds";
import { getServiceLayout } from "./services/service-layout";
import { paths } from "@/config/paths";
import { webhookRoutes } from "./routes/webhooks";
import { paymentReturnRoutes } from "./routes/payment-return";
import { OPENAPI_PATH, openApiRoute } from "./routes/openapi";
import { doc } from "./lib/openapi";
import { inputGuard } from "./lib/input-guard";
import { originCheck } from "./lib/origin-check";
import { pruneRateLimits } from "./lib/rate-limit";
import { createStaticSite, type SiteAnswer } from "./static";
import { siteRequestOf, staticSiteFromNode } from "./site-listener";
import { createLiveSite } from "./services/site/live-site";
import { contentRoutes } from "./routes/content";
import { loadSiteData } from "./services/site/site-data";
import { createFileStorage } from "./services/files/storage";
import { createChatHub } from "./services/chat/hub";
import { pruneClosedAnonymous } from "./services/chat/conversations";
import { mailAttachments } from "./services/billing/documents";
import { reminderSchedule } from "./services/billing/reminders";
import { milestoneSchedule } from "./services/milestones/due-check";
import { milestoneRoutes } from "./routes/milestones";
import { retainerRoutes } from "./routes/retainers";
import { retainerSchedule } from "./services/retainers/due-check";
import { orderMetricRoutes } from "./routes/order-metrics";
import { briefReminderSchedule } from "./services/brief-reminders";
import { refreshComputedFigures } from "./services/site/figures";
import { articleSchedule } from "./services/articles/articles";
import { webhookSchedule } from "./services/webhooks/deliver";
import { onWebhookQueued } from "./services/webhooks/events";
import { loadStoredArticles } from "./services/site/stored-articles";
import { goneArticleRoutes } from "./routes/gone-articles";

const MAX_JSON_BYTES = 100 * 1024;
/** An X-Request-Id from a proxy or client is kept when it looks like one; anything else gets a new UUID. */
const INCOMING_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;
/** File uploads stream past the JSON limit; their own limits are checked while the bytes arrive. */
const UPLOAD_PATH = /^\/api\/(?:orders\/[^/]+\/files|admin\/media(?:\/[^/]+\/file)?)\/?$/;

/** The site uses none of these powerful features; no page or embedded frame may ask for them. */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "encrypted-media=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

const HSTS = "max-age=31536000; includeSubDomains";

const routeKeys = new Map<string, Map<string, string>>();
/**
 * "GET /api/orders/:id": a route's key in the admin's request samples, made once. The route pattern is the route
 * table's own string, so looking it up is cheap where joining and hashing a new string each request was not.
 */
function routeKey(method: string, route: string): string {
  let byMethod = routeKeys.get(route);
  if (!byMethod) routeKeys.set(route, (byMethod = new Map()));
  let key = byMethod.get(method);
  if (key === undefined) byMethod.set(method, (key = `${method} ${route}`));
  return key;
}

export function createApp(appDeps: AppDeps) {
  const metrics = appDeps.metrics ?? new Metrics();
  const mailQueue = createMailQueue({
    db: appDeps.database.db,
    transport: appDeps.mailer,
    logger: appDeps.logger,
    options: appDeps.mailQueueOptions,
    attachments: mailAttachments(appDeps.database.db),
  });
  mailQueue.start();
  const queued: AppDeps = { ...appDeps, mailer: mailQueue };
  // Overdue invoice reminders go out through the queue: hourly, and once now.
  const reminders = reminderSchedule(queued);
  reminders.start();
  // Milestone reminders and automatic approvals (issue 41): every 15 minutes, and once now.
  const milestoneChecks = milestoneSchedule(queued);
  milestoneChecks.start();
  // Retainers (issue 42): periods opened and invoiced on their days, every 15 minutes, and once now.
  const retainerChecks = retainerSchedule(queued);
  retainerChecks.start();
  // Brief reminders (issue 41), 24 h and 72 h after an order whose brief is not submitted: quarter-hourly, and now.
  const briefReminders = briefReminderSchedule(queued);
  briefReminders.start();
  const auth = createAuth(queued);
  const storage = appDeps.storage ?? createFileStorage(appDeps.config);
  const chatHub = createChatHub(appDeps.database, appDeps.logger, { maxStreams: appDeps.config.chatStreamsMax });
  // The built site, served from memory; the pages a publication changes are re-rendered into it (issue 39).
  const site = appDeps.webRoot ? createStaticSite(appDeps.webRoot, appDeps.config.publicUrl) : undefined;
  const liveSite = createLiveSite({
    database: appDeps.database,
    logger: appDeps.logger,
    webRoot: appDeps.webRoot,
    loadEntry: appDeps.ssrEntry,
    template: appDeps.siteTemplate,
    replacePages: site ? (pages) => site.replacePages(pages) : undefined,
    loadSiteData: (db) => loadSiteData(db, appDeps.config),
    loadArticleBodies: async (db) => (await loadStoredArticles(db)).bodies,
  });
  const deps: ApiDeps = { ...queued, metrics, auth, mailQueue, storage, chatHub, liveSite };
  // Hourly, and at start: closed chats of visitors who never signed in are kept CHAT_RETENTION_DAYS, then deleted;
  // rate-limit counters whose window ended a day ago go.
  const prune = () =>
    Promise.all([
      pruneClosedAnonymous(deps.database.db, deps.config.chatRetentionDays).catch((err) =>
        deps.logger.error("chat retention", { error: String(err) }),
      ),
      pruneRateLimits(deps.database.db).catch((err) => deps.logger.error("rate-limit pruning", { error: String(err) })),
    ]);
  void prune();
  const pruneTimer = setInterval(() => void prune(), 3_600_000);
  pruneTimer.unref();
  // Computed figures (completed orders, the inbox's response time) follow the data between changes staff make: hourly,
  // the live site re-renders if their numbers moved (it renders nothing when they did not).
  const figuresTimer = setInterval(
    () => void refreshComputedFigures(deps.database.db, liveSite, deps.logger),
    3_600_000,
  );
  figuresTimer.unref();
  // Scheduled articles go live at their time (issue 40): a due-check every minute, and once now; one instance
  // publishes each (a conditional UPDATE), then the site re-renders here and, told, on the others.
  const articles = articleSchedule(deps.database.db, () => liveSite.refresh("articles"), deps.logger);
  articles.start();
  // Webhook deliveries (issue 44): a due-check every 5 s, once now, and as soon as an event is queued here.
  const webhooks = webhookSchedule({
    db: deps.database.db,
    logger: deps.logger,
    allowPrivate: deps.config.webhooksAllowPrivate,
  });
  webhooks.start();
  // Monthly results reports (issue 43): drafts on the 1st, sent on the 2nd (admin time zone), once per order.
  const reports = reportSchedule(deps);
  reports.start();
  const stopNudges = onWebhookQueued(() => void webhooks.run());
  // Only with a token to serve them: unscraped metrics would cost every request for nothing.
  const prometheus = deps.config.metricsToken
    ? createPrometheus({
        mailBacklog: () => mailQueue.backlog(),
        openChatStreams: () => chatHub.openStreams,
        logger: deps.logger,
      })
    : undefined;
  const app = new Hono<AppEnv>();

  // Every answer's own headers: Hono's secure headers (read once, see headersSetBy), the permissions policy, HSTS
  // where the site is served over https, and the request id.
  const secureHeaderList = headersSetBy(
    secureHeaders({
      contentSecurityPolicy: CSP_DIRECTIVES,
      xFrameOptions: "DENY",
      referrerPolicy: "strict-origin-when-cross-origin",
      xContentTypeOptions: "nosniff",
      // HSTS only where the site is really served over https (set below).
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
    }),
  );
  let everyAnswer: [string, string][] | undefined;
  const everyAnswerReady = secureHeaderList.then(
    (list) => (everyAnswer = [...list, ["permissions-policy", PERMISSIONS_POLICY]]),
  );
  const publicHttps = deps.config.publicUrl.startsWith("https:");
  const servedOverHttps = (forwardedProto: string | undefined, url: string) =>
    publicHttps || (deps.config.trustProxy ? forwardedProto === "https" : url.startsWith("https:"));
  const requestIdOf = (incoming: string | undefined) =>
    incoming && INCOMING_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  /** Puts the headers every answer carries, through Hono's request layer or the static site's from Node. */
  const putFrame = (set: (name: string, value: string) => void, https: boolean, requestId: string) => {
    for (const [name, value] of everyAnswer!) set(name, value);
    if (https) set("strict-transport-security", HSTS);
    set(REQUEST_ID_HEADER, requestId);
  };
  /** The request line every answer logs, and the metrics it feeds. */
  const answered = (requestId: string, method: string, path: string, route: string, status: number, start: number) => {
    const ms = Math.round((performance.now() - start) * 10) / 10;
    // The path only: query strings can carry tokens.
    deps.logger.request({ reqId: requestId, method, path, route, status, ms });
    if (path.startsWith("/api/")) metrics.record(routeKey(method, route), status, ms);
    prometheus?.observe(method, route, status, ms / 1000);
  };

  app.use("*", async (c, next) => {
    if (!everyAnswer) await everyAnswerReady;
    const requestId = requestIdOf(requestHeader(c, REQUEST_ID_HEADER));
    const frame = new FrameHeaders(c);
    putFrame(
      (name, value) => frame.set(name, value),
      servedOverHttps(requestHeader(c, "x-forwarded-proto"), c.req.url),
      requestId,
    );
    // Everything logged while this request is handled carries its id: handlers and the services they call log
    // with c.var.log.
    c.set("log", deps.logger.forRequest(requestId));
    const start = performance.now();
    await next();
    // Compression (compressAnswer) is part of this layer: a middleware of its own was two more promises a request.
    await compressAnswer(c);
    frame.finish();
    // The pattern of the route that answered (`/api/orders/:id`), bounded, unlike the URL.
    answered(requestId, c.req.method, c.req.path, routePath(c), c.res.status, start);
  });

  const jsonLimit = bodyLimit({
    maxSize: MAX_JSON_BYTES,
    onError: () => {
      throw new ApiError(413, "PAYLOAD_TOO_LARGE", `The request body is larger than ${MAX_JSON_BYTES / 1024} KB.`);
    },
  });
  const fromTrustedOrigin = originCheck(deps.config.trustedOrigins);
  // Every /api request, in one layer (each middleware layer is a few promises a request): the session's helpers,
  // then the body's size, the origin and the characters of the input. GET and HEAD carry no body; asking for one
  // would turn @hono/node-server's light request into a web Request.
  app.use("/api/*", (c, next) => {
    c.set("auth", auth);
    c.set("db", deps.database.db);
    const guarded = () => fromTrustedOrigin(c, () => inputGuard(c, next) as Promise<void>) as Promise<void>;
    return c.req.method === "GET" ||
      c.req.method === "HEAD" ||
      (c.req.method === "POST" && UPLOAD_PATH.test(c.req.path))
      ? guarded()
      : jsonLimit(c, guarded);
  });

  app.onError((err, c) => {
    if (err instanceof ApiError) return c.json(err.toBody(), err.status);
    (c.get("log") ?? deps.logger).error("unhandled error", {
      method: c.req.method,
      path: c.req.path,
      error: String(err),
      stack: err.stack,
    });
    return c.json({ error: { code: "INTERNAL", message: "Something went wrong on our side. Please try again." } }, 500);
  });

  app.route("/metrics", metricsRoutes({ token: deps.config.metricsToken, prometheus }));
  app.route("/api", createApi(deps));
  // The browser walks' test clock (TEST_CLOCK, never in production): staff run the reports' due-check as of a time.
  if (deps.config.testClock) {
    app.post(
      "/api/test-clock/reports",
      doc("Test clock: run the monthly reports' due-check as of `now` (TEST_CLOCK only)"),
      requireAdmin,
      jsonInput(z.object({ now: z.iso.datetime() })),
      // The check itself, as another instance would run it: its claims make it safe beside the timer's own run.
      async (c) => c.json(await runReportDueCheck(deps, new Date(c.req.valid("json").now))),
    );
  }
  // Outside createApi: the document is made from this app's whole route table.
  app.get(OPENAPI_PATH, doc("This document: every /api route (OpenAPI 3.1)"), openApiRoute(app, auth));
  app.all("/api/*", (c) =>
    c.json({ error: { code: "NOT_FOUND", message: `No API route ${c.req.method} ${c.req.path}.` } }, 404),
  );

  // An unpublished article's URL: 410 with a link to the list, or a redirect to its replacement.
  app.route("/", goneArticleRoutes(deps));

  if (deps.webRoot && site) {
    app.route(
      "/",
      seoRoutes({
        webRoot: deps.webRoot,
        publicUrl: deps.config.publicUrl,
        db: deps.database.db,
        unlisted: async () => (await getServiceLayout(deps.database.db)).hidden.map(paths.service),
      }),
    );
    app.route("/", feedRoutes({ db: deps.database.db, config: deps.config }));
    const toResponse = (answer: SiteAnswer) =>
      new Response(answer.body as BodyInit | null, { status: answer.status, headers: answer.headers });
    const handle = (c: Context<AppEnv>) => {
      const answer = site.handle(siteRequestOf(c), new URL(c.req.url));
      return answer instanceof Promise ? answer.then(toResponse) : toResponse(answer);
    };
    app.get("*", handle);
    app.on("HEAD", "*", handle);
  }

  answerHeadAsGet(app);
  /**
   * The static site's requests answered by Node itself, everything else handed to `listener` (Hono's): what a
   * page request costs the server roughly halves. The same headers, answers and request line as through Hono
   * (tests/api/site-listener.test.ts compares the two).
   */
  const serveStaticFirst = (listener: RequestListener): RequestListener =>
    site
      ? staticSiteFromNode({
          site,
          listener,
          frame: (incoming: IncomingMessage, url: string) => {
            if (!everyAnswer) return undefined;
            const requestId = requestIdOf(nodeHeader(incoming, REQUEST_ID_HEADER));
            const headers: Record<string, string> = {};
            putFrame(
              (name, value) => (headers[name] = value),
              servedOverHttps(nodeHeader(incoming, "x-forwarded-proto"), url),
              requestId,
            );
            return { requestId, headers };
          },
          answered,
        })
      : listener;
  return Object.assign(app, {
    serveStaticFirst,
    mailQueue,
    auth,
    storage,
    chatHub,
    reminders,
    /** The scheduled articles' due-check (`run(now)` runs it at once). */
    articles,
    /** The webhook deliveries' due-check (`run(now)` runs it at once). */
    webhooks,
    /** The monthly results reports' due-check (`run(now)` runs it at once). */
    reports,
    /**
     * Ends the open chat streams (their browsers reconnect, to this instance restarted or another) and timers,
     * letting a reminder run finish (before the mail queue stops).
     */
    liveSite,
    async closeStreams() {
      clearInterval(pruneTimer);
      clearInterval(figuresTimer);
      await liveSite.stop();
      await reminders.stop();
      await milestoneChecks.stop();
      await retainerChecks.stop();
      await articles.stop();
      stopNudges();
      await webhooks.stop();
      await reports.stop();
      await briefReminders.stop();
      await chatHub.close();
    },
  });
}

/**
 * HEAD is answered as GET without the body. Hono does this itself by wrapping the GET answer in
 * `new Response(null, answer)`, which @hono/node-server's Response cannot take (HEAD /robots.txt was a 500).
 */
function answerHeadAsGet(app: Hono<AppEnv>) {
  const fetch = app.fetch;
  app.fetch = async (request, env, ctx) => {
    if (request.method !== "HEAD") return fetch(request, env, ctx);
    const res = await fetch(new Request(request.url, { method: "GET", headers: request.headers }), env, ctx);
    // A body held whole is simply dropped; only a stream is cancelled. (Reading `res.body` of a held answer would
    // rebuild it as a web Response from its first form, without the headers the middleware set since.)
    if (heldBody(res) === undefined) await res.body?.cancel();
    return new Response(null, { status: res.status, headers: res.headers });
  };
}

/** Every /api route, chained so that the web client's `hc<ApiType>` knows each request and response. */
export function createApi(deps: ApiDeps) {
  return new Hono<AppEnv>()
    .route("/health", healthRoutes(deps))
    .route("/ready", readyRoutes(deps))
    .route("/auth", authRoutes(deps))
    .route("/captcha", captchaRoutes(deps))
    .route("/pow", powRoutes(deps))
    .route("/me", meRoutes(deps))
    .route("/me", myDataRoutes(deps))
    .route("/me/sessions", mySessionsRoutes(deps))
    .route("/dashboard", dashboardRoutes(deps))
    .route("/profile", profileRoutes(deps))
    .route("/profile", profileBillingRoutes(deps))
    .route("/orders", orderRoutes(deps))
    .route("/orders", orderWorkspaceRoutes(deps))
    .route("/orders", orderFileRoutes(deps))
    .route("/orders", orderBriefRoutes(deps))
    .route("/orders", billingRoutes(deps))
    .route("/orders", milestoneRoutes(deps))
    .route("/orders", retainerRoutes(deps))
    .route("/orders", orderMetricRoutes(deps))
    .route("/orders", orderReportRoutes(deps))
    .route("/shared-results", sharedResultRoutes(deps))
    .route("/contact", contactRoutes(deps))
    .route("/chat", chatRoutes(deps))
    .route("/newsletter", newsletterRoutes(deps))
    .route("/settings", publicSettingsRoutes(deps))
    .route("/catalog", catalogRoutes(deps))
    .route("/content", contentRoutes(deps))
    .route("/media", mediaRoutes(deps))
    .route("/invoices", invoiceFileRoutes(deps))
    .route("/credit-notes", creditNoteFileRoutes(deps))
    .route("/webhooks", webhookRoutes(deps))
    .route("/payments", paymentReturnRoutes(deps))
    .route("/admin", adminRoutes(deps))
    .route("/v1", apiV1Routes(deps));
}

export type ApiType = ReturnType<typeof createApi>;
