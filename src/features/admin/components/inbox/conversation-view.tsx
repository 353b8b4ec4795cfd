import { ArrowLeft, CheckCircle2, RotateCcw } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { ApiClientError } from "@/lib/api-client";
import { focusElement } from "@/lib/focus";
import { toast } from "@/lib/toast";
import { useConversation, useUpdateConversation, type ConversationDetail } from "../../api/inbox";
import { QueryState } from "@/components/admin/query-state";
import { ClientOrders } from "./client-orders";
import { ConversationHandling } from "./conversation-handling";
import { ConversationHeader } from "./conversation-header";
import { ConversationThread } from "./conversation-thread";
import { CreateOrderDialog } from "./create-order-dialog";
import { ReplyBox } from "./reply-box";

/** Back to the list; on large screens the list stands beside the conversation, so the link is not needed there. */
function BackLink() {
  const { t } = useTranslation("admin");
  const { search } = useLocation();
  return (
    <Link
      to={{ pathname: paths.admin.inbox, search }}
      className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring xl:hidden"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {t("inbox.back")}
    </Link>
  );
}

/**
 * One conversation: who, the thread and the reply, how it is handled; read again every 3 s while open.
 * `navigated`: opened from the list rather than loaded with the page (only then may it take the focus).
 */
export function ConversationView({ id, navigated }: { id: string; navigated: boolean }) {
  const { t } = useTranslation("admin");
  const conversation = useConversation(id);
  const notFound = conversation.error instanceof ApiClientError && conversation.error.status === 404;
  const data = conversation.data;
  return (
    <div className="grid min-w-0 gap-4">
      <BackLink />
      {data ? (
        <Conversation detail={data} navigated={navigated} />
      ) : notFound ? (
        <Card role="alert" className="p-8 text-center text-sm text-muted-foreground">
          {t("inbox.notFound")}
        </Card>
      ) : (
        <QueryState isError={conversation.isError} onRetry={() => void conversation.refetch()} className="h-96" />
      )}
    </div>
  );
}

function Conversation({ detail, navigated }: { detail: ConversationDetail; navigated: boolean }) {
  const { t } = useTranslation("admin");
  const c = detail.conversation;
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const update = useUpdateConversation(c.id);
  const closed = c.status === "closed";

  // Opened from the list on a phone, the link that was clicked has gone with the list: the conversation's heading
  // takes the focus (on a large screen the list stays and keeps it; on a page load nothing had it).
  useEffect(() => {
    if (navigated && (!document.activeElement || document.activeElement === document.body)) {
      focusElement(heading.current);
    }
  }, [c.id, navigated]);

  const toggleStatus = () =>
    update.mutate(
      { status: closed ? "open" : "closed" },
      {
        onSuccess: () => toast.success(t(closed ? "inbox.actions.reopened" : "inbox.actions.closed")),
        onError: () => toast.error(t("inbox.actions.failed")),
      },
    );

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-4">
      <Card className="p-4 sm:p-5">
        <ConversationHeader
          conversation={c}
          headingId={headingId}
          headingRef={heading}
          actions={
            <>
              <Button
                variant={closed ? "outline" : "secondary"}
                size="sm"
                onClick={toggleStatus}
                disabled={update.isPending}
              >
                {closed ? <RotateCcw aria-hidden /> : <CheckCircle2 aria-hidden />}
                {t(closed ? "inbox.actions.reopen" : "inbox.actions.close")}
              </Button>
              <CreateOrderDialog detail={detail} />
            </>
          }
        />
      </Card>
      <Card className="grid min-w-0 gap-4 p-4 sm:p-5">
        <h3 className="text-base font-semibold">{t("inbox.thread.title")}</h3>
        <ConversationThread detail={detail} />
        <ReplyBox conversation={c} />
      </Card>
      <div className="grid min-w-0 gap-4 2xl:grid-cols-2">
        <Card className="grid min-w-0 gap-4 p-4 sm:p-5">
          <h3 className="text-base font-semibold">{t("inbox.actions.title")}</h3>
          <ConversationHandling conversation={c} />
        </Card>
        {c.signedIn && (
          <Card className="grid min-w-0 content-start gap-3 p-4 sm:p-5">
            <h3 className="text-base font-semibold">{t("inbox.orders.title")}</h3>
            <ClientOrders orders={detail.orders} />
          </Card>
        )}
      </div>
    </section>
  );
}
