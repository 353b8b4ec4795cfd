import { CheckCircle2, Mail, MessagesSquare, RotateCcw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "@/lib/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { useMessages, useSetMessageHandled } from "../api/people";
import { AdminPage } from "@/components/admin/admin-page";
import { Pagination } from "@/components/admin/pagination";
import { QueryState } from "@/components/admin/query-state";
import { serviceName } from "../components/service-name";
import { useAdminFormat } from "../lib/format";
import { usePageParams } from "@/components/admin/use-page-params";

export function AdminMessagesPage() {
  const { t } = useTranslation("admin");
  const f = useAdminFormat();
  const params = usePageParams({ q: "" });
  const messages = useMessages({ q: params.get("q"), page: params.page });
  const setHandled = useSetMessageHandled();
  const data = messages.data;

  return (
    <AdminPage
      title={t("messages.title")}
      description={t("messages.description")}
      actions={
        data && (
          <Badge variant={data.unhandled ? "yellow" : "green"}>
            {t("messages.unhandled", { count: data.unhandled })}
          </Badge>
        )
      }
    >
      {!data ? (
        <QueryState isError={messages.isError} onRetry={() => void messages.refetch()} className="h-96" />
      ) : data.items.length === 0 ? (
        <Card className="py-16 text-center text-muted-foreground">{t("messages.empty")}</Card>
      ) : (
        <>
          <ul className="grid gap-3">
            {data.items.map((m) => {
              const handled = m.handledAt !== null;
              return (
                <li key={m.id}>
                  <Card className={cn("grid gap-3 p-5", handled && "opacity-70")}>
                    <div className="flex flex-wrap items-start justify-between gap-3">
                      <div className="min-w-0">
                        <h2 className="font-semibold">{m.name}</h2>
                        <p className="text-sm text-muted-foreground">
                          {m.email} · {serviceName(t, m.service)}
                        </p>
                      </div>
                      <div className="flex items-center gap-2">
                        <Badge variant={handled ? "green" : "yellow"}>
                          {t(handled ? "messages.handled" : "messages.open")}
                        </Badge>
                        <span className="text-xs text-muted-foreground">
                          {t("messages.received", { date: f.dateTime(m.createdAt) })}
                        </span>
                      </div>
                    </div>
                    <p className="whitespace-pre-wrap text-sm leading-relaxed">{m.message}</p>
                    <div className="flex flex-wrap gap-2">
                      <Button
                        size="sm"
                        variant={handled ? "outline" : "secondary"}
                        disabled={setHandled.isPending}
                        aria-label={`${t(handled ? "messages.markOpen" : "messages.markHandled")}: ${m.name}`}
                        onClick={() =>
                          setHandled.mutate(
                            { id: m.id, handled: !handled },
                            {
                              onSuccess: () => toast.success(t("messages.updated")),
                              onError: (e) => toast.error(e.message),
                            },
                          )
                        }
                      >
                        {handled ? <RotateCcw aria-hidden /> : <CheckCircle2 aria-hidden />}
                        {t(handled ? "messages.markOpen" : "messages.markHandled")}
                      </Button>
                      {/* The inbox answers by e-mail and keeps the answer with the message; older ones have no thread. */}
                      <Button size="sm" variant="ghost" asChild>
                        {m.conversationId ? (
                          <Link
                            to={paths.admin.inboxConversation(m.conversationId)}
                            aria-label={`${t("messages.replyInInbox")}: ${m.name}`}
                          >
                            <MessagesSquare aria-hidden />
                            {t("messages.replyInInbox")}
                          </Link>
                        ) : (
                          <a href={`mailto:${m.email}`}>
                            <Mail aria-hidden />
                            {t("messages.reply")}
                          </a>
                        )}
                      </Button>
                    </div>
                  </Card>
                </li>
              );
            })}
          </ul>
          <Pagination
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={(page) => params.set({ page: String(page) })}
          />
        </>
      )}
    </AdminPage>
  );
}
