import { MessagesSquare } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useParams } from "react-router";
import { CONVERSATION_KINDS } from "@common/chat";
import { Card } from "@/components/ui/card";
import { focusElement, focusMain } from "@/lib/focus";
import { cn } from "@/lib/cn";
import { useInbox, type InboxFilters, type InboxKindFilter } from "../api/inbox";
import { AdminPage } from "@/components/admin/admin-page";
import { BusinessHoursCard } from "../components/inbox/business-hours-card";
import { ConversationView } from "../components/inbox/conversation-view";
import { InboxFilters as Filters } from "../components/inbox/inbox-filters";
import { InboxList } from "../components/inbox/inbox-list";
import { PresenceBar } from "../components/inbox/presence-bar";
import { Pagination } from "@/components/admin/pagination";
import { QueryState } from "@/components/admin/query-state";
import { usePageParams } from "@/components/admin/use-page-params";

const KINDS = ["all", ...CONVERSATION_KINDS] as const;

/**
 * The staff inbox (/admin/inbox, /admin/inbox/:id): chats, callbacks and contact messages, the longest waiting
 * first. On large screens the list and the open conversation stand side by side; on smaller ones, one at a time.
 */
export function AdminInboxPage() {
  const { t } = useTranslation("admin");
  const { id } = useParams();
  const location = useLocation();
  // Each navigation has a key of its own: a conversation shown with another key than the page load's was opened.
  const [loadKey] = useState(location.key);
  const params = usePageParams({ kind: "all", status: "open" });
  const kindParam = params.get("kind");
  const filters: InboxFilters = {
    kind: (KINDS as readonly string[]).includes(kindParam) ? (kindParam as InboxKindFilter) : "all",
    status: params.get("status") === "closed" ? "closed" : "open",
    page: params.page,
  };
  const inbox = useInbox(filters);
  const data = inbox.data;

  // Back from a conversation on a phone (its back link has gone): the conversation's row in the list, else the
  // page heading, takes the focus.
  const previous = useRef(id);
  useEffect(() => {
    const left = previous.current;
    previous.current = id;
    if (id || !left) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    const row = document.querySelector<HTMLElement>(`[data-conversation="${CSS.escape(left)}"]`);
    if (!focusElement(row)) focusMain();
  }, [id]);

  return (
    <AdminPage title={t("inbox.title")} description={t("inbox.description")}>
      <PresenceBar />
      <div className="grid min-w-0 gap-6 xl:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] xl:items-start">
        <section aria-label={t("inbox.listLabel")} className={cn("grid min-w-0 gap-4", id && "hidden xl:grid")}>
          <Filters kind={filters.kind} status={filters.status} onChange={(patch) => params.set(patch)} />
          {!data ? (
            <QueryState isError={inbox.isError} onRetry={() => void inbox.refetch()} className="h-96" />
          ) : data.items.length === 0 ? (
            <Card className="grid place-items-center gap-2 px-6 py-12 text-center">
              <MessagesSquare aria-hidden className="size-8 text-muted-foreground" />
              <p className="font-medium">{t(`inbox.empty.${filters.status}`)}</p>
              <p className="text-sm text-muted-foreground">{t(`inbox.emptyHint.${filters.status}`)}</p>
            </Card>
          ) : (
            <>
              <InboxList items={data.items} selectedId={id} />
              {data.total > data.pageSize && (
                <Pagination
                  page={data.page}
                  pageSize={data.pageSize}
                  total={data.total}
                  onPage={(page) => params.set({ page: String(page) })}
                />
              )}
            </>
          )}
        </section>
        {id ? (
          <ConversationView key={id} id={id} navigated={location.key !== loadKey} />
        ) : (
          <div className="grid min-w-0 gap-6">
            <Card className="hidden place-items-center gap-2 px-6 py-12 text-center text-sm text-muted-foreground xl:grid">
              <MessagesSquare aria-hidden className="size-8" />
              {t("inbox.select")}
            </Card>
            <BusinessHoursCard />
          </div>
        )}
      </div>
    </AdminPage>
  );
}
