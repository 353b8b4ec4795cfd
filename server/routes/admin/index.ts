import { Hono } from "hono";
import type { ApiDeps, AppDeps } from "../../app-deps";
import { requireAdmin, type AuthedEnv } from "../../auth/guard";
import type { Metrics } from "../../lib/metrics";
import type { MailQueue } from "../../mail/queue";
import { adminApiKeyRoutes } from "./api-keys";
import { adminArticleRoutes } from "./articles";
import { adminBillingRoutes } from "./billing";
import { adminCatalogRoutes } from "./catalog";
import { adminContentRoutes } from "./content";
import { adminFigureRoutes } from "./figures";
import type { ChatDeps } from "../chat";
import { adminInboxRoutes } from "./inbox";
import { adminInsightRoutes } from "./insights";
import { adminIntakeRoutes } from "./intake";
import { adminInvoiceRoutes } from "./invoices";
import { adminMediaRoutes } from "./media";
import { adminMilestoneRoutes } from "./milestones";
import { adminOrderMetricRoutes } from "./order-metrics";
import { adminMailRoutes } from "./mail";
import { adminOrderRoutes } from "./orders";
import { adminPaymentRoutes } from "./payments";
import { adminPeopleRoutes } from "./people";
import { adminRetainerRoutes } from "./retainers";
import { adminWebhookRoutes } from "./webhooks";
import { adminWorkspaceRoutes } from "./workspace";

/** Everything under /api/admin; one guard checks the admin role (has_role) before any handler runs. */
export function adminRoutes(
  deps: AppDeps & { metrics: Metrics; mailQueue: MailQueue } & ChatDeps & Pick<ApiDeps, "liveSite" | "storage">,
) {
  return new Hono<AuthedEnv>()
    .use("*", requireAdmin)
    .route("/", adminInsightRoutes(deps))
    .route("/", adminInvoiceRoutes(deps))
    .route("/", adminWorkspaceRoutes(deps))
    .route("/", adminOrderRoutes(deps))
    .route("/", adminPeopleRoutes(deps))
    .route("/", adminMailRoutes(deps))
    .route("/", adminBillingRoutes(deps))
    .route("/", adminPaymentRoutes(deps))
    .route("/", adminInboxRoutes(deps))
    .route("/", adminCatalogRoutes(deps))
    .route("/", adminContentRoutes(deps))
    .route("/", adminFigureRoutes(deps))
    .route("/", adminMediaRoutes(deps))
    .route("/", adminMilestoneRoutes(deps))
    .route("/", adminRetainerRoutes(deps))
    .route("/", adminOrderMetricRoutes(deps))
    .route("/", adminArticleRoutes(deps))
    .route("/", adminIntakeRoutes(deps))
    .route("/", adminApiKeyRoutes(deps))
    .route("/", adminWebhookRoutes(deps));
}
