import { ArrowLeft, LogIn } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { formatMinor, minorDigits } from "@common/regions";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { MessageThread } from "@/components/workspace/message-thread";
import { paths } from "@/config/paths";
import { ApiClientError } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/use-auth";
import { PageMeta } from "@/lib/page-meta";
import { useHashTarget } from "@/lib/use-hash-target";
import { useMyOrder } from "../api/get-order";
import { useOrderMessages, useSendOrderMessage } from "../api/order-messages";
import { OrderDetails } from "../components/order-details";
import { OrderProgress } from "../components/order-progress";
import { StatusBadge } from "../components/status-badge";
import { OrderBrief } from "../components/order-brief";
import { OrderFiles } from "@/features/order-files";
import { OrderBilling } from "@/features/billing";
import { OrderCancellation, OrderPrice } from "@/features/billing";
import { OrderMilestones } from "@/features/milestones";
import { OrderRetainer } from "@/features/retainers";
import { OrderReports, OrderResults } from "@/features/results";

/** The dashboard's action cards link here: #messages and #files. */
const WORKSPACE_ANCHORS = new Set(["messages", "files", "milestones"]);
const workspaceAnchor = (id: string) => WORKSPACE_ANCHORS.has(id);
const ANCHOR_CLASS = "scroll-mt-24 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

function Centered({ children }: { children: React.ReactNode }) {
  return <section className="container-page flex min-h-[60vh] items-center justify-center py-16">{children}</section>;
}

/** /dashboard/orders/:code — the client's workspace for one order: details, history and messages with staff. */
export function ClientOrderPage() {
  const { code = "" } = useParams();
  const { t, i18n } = useTranslation("orders");
  const auth = useAuth();
  const signedIn = auth.status === "signed-in";
  const order = useMyOrder(code, signedIn);
  const messages = useOrderMessages(code, signedIn && order.isSuccess);
  const send = useSendOrderMessage(code);
  useHashTarget(order.isSuccess, workspaceAnchor);
  const meta = (
    <PageMeta title={t("workspace.metaTitle", { code })} description={t("workspace.metaDescription")} noindex />
  );

  if (auth.status === "loading" || (signedIn && order.isPending)) {
    return (
      <Centered>
        {meta}
        <Spinner label={t("loading")} />
      </Centered>
    );
  }
  if (!signedIn) {
    return (
      <Centered>
        {meta}
        <Card className="w-full max-w-md text-center">
          <CardHeader>
            <h1 className="text-2xl font-bold tracking-tight">{t("workspace.signedOutTitle")}</h1>
            <p className="text-sm text-muted-foreground">{t("workspace.signedOutBody")}</p>
          </CardHeader>
          <CardContent>
            <Button asChild variant="gradient" size="lg" className="w-full">
              <Link to={paths.login} state={{ from: { pathname: paths.dashboardOrder(code) } }}>
                <LogIn aria-hidden />
                {t("workspace.login")}
              </Link>
            </Button>
          </CardContent>
        </Card>
      </Centered>
    );
  }
  if (!order.data) {
    const missing = order.error instanceof ApiClientError && order.error.status === 404;
    return (
      <Centered>
        {meta}
        <div className="grid justify-items-center gap-4 text-center">
          <h1 className="text-2xl font-bold tracking-tight">{missing ? t("workspace.notFound") : t("error")}</h1>
          <Button asChild variant="outline">
            <Link to={paths.dashboard}>{t("workspace.back")}</Link>
          </Button>
        </div>
      </Centered>
    );
  }

  const o = order.data;
  const amount =
    o.amountCents === null
      ? t("detail.customQuote")
      : formatMinor(o.amountCents, o.currency, i18n.language, {
          // Whole amounts without ",00"; a price with a fraction keeps it (never rounded up or down).
          whole: o.amountCents % 10 ** minorDigits(o.currency) === 0,
        });
  return (
    <section className="container-page grid max-w-4xl gap-8 py-12 sm:py-16">
      {meta}
      <Link
        to={paths.dashboard}
        className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t("workspace.back")}
      </Link>
      <header className="grid gap-2">
        <h1 className="flex flex-wrap items-center gap-3 text-3xl font-bold tracking-tight">
          <span>{t("detail.title", { code: o.code })}</span>
          <StatusBadge status={o.status} />
        </h1>
        <p className="text-muted-foreground">
          {t(`services.${o.serviceId}`)} · {t(`tiers.${o.servicePlan}`)} ·{" "}
          <OrderPrice orderCode={o.code} fallback={amount} />
        </p>
      </header>
      <OrderBrief orderCode={o.code} />
      <Card>
        <CardContent className="grid gap-6 px-4 pt-6 sm:px-6">
          <OrderProgress percent={o.progressPercent} note={o.progressNote} at={o.progressAt} />
          <OrderDetails order={o} />
        </CardContent>
      </Card>
      <OrderRetainer side="client" code={o.code} />
      <OrderMilestones code={o.code} />
      <OrderResults orderCode={o.code} />
      <OrderReports orderCode={o.code} />
      <Card>
        <CardContent className="px-4 pt-6 sm:px-6">
          <OrderBilling orderCode={o.code} />
        </CardContent>
      </Card>
      <OrderCancellation orderCode={o.code} orderStatus={o.status} />
      <Card id="files" tabIndex={-1} className={ANCHOR_CLASS}>
        <CardContent className="px-4 pt-6 sm:px-6">
          <OrderFiles orderCode={o.code} side="client" heading="h2" />
        </CardContent>
      </Card>
      <Card id="messages" tabIndex={-1} className={ANCHOR_CLASS}>
        <CardContent className="px-4 pt-6 sm:px-6">
          <MessageThread
            messages={messages.data}
            viewer="client"
            loading={messages.isPending}
            error={messages.isError}
            sending={send.isPending}
            onSend={(body) => send.mutateAsync(body)}
          />
        </CardContent>
      </Card>
    </section>
  );
}
