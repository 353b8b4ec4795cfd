import type { ReactNode, Ref } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { paths } from "@/config/paths";
import type { Conversation } from "../../api/inbox";
import { useAdminFormat } from "../../lib/format";
import { countryName, languageName, visitorLabel } from "../../lib/inbox";
import { KindLabel } from "./kind-label";

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="break-words text-sm">{children}</dd>
    </div>
  );
}

/** Who the conversation is with: name, address, account, language, the page they wrote from, a callback's phone. */
export function ConversationHeader({
  conversation: c,
  headingId,
  headingRef,
  actions,
}: {
  conversation: Conversation;
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
  actions: ReactNode;
}) {
  const { t, i18n } = useTranslation("admin");
  const f = useAdminFormat();
  const closed = c.status === "closed";
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="break-words text-xl font-semibold tracking-tight focus-visible:outline-2 focus-visible:outline-ring"
          >
            {visitorLabel(c, t)}
          </h2>
          <div className="mt-1.5 flex flex-wrap items-center gap-2">
            <KindLabel kind={c.kind} />
            <Badge variant={closed ? "secondary" : "green"}>{t(`inbox.statuses.${c.status}`)}</Badge>
            <Badge variant={c.signedIn ? "blue" : "outline"}>
              {t(c.signedIn ? "inbox.details.signedIn" : "inbox.details.guest")}
            </Badge>
            {c.kind !== "contact" && !closed && (
              <Badge variant={c.visitorConnected ? "green" : "outline"}>
                {t(c.visitorConnected ? "inbox.details.here" : "inbox.details.gone")}
              </Badge>
            )}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">{actions}</div>
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
        {c.visitorEmail && (
          <Detail label={t("inbox.details.email")}>
            <a href={`mailto:${c.visitorEmail}`} className="break-all text-primary hover:underline">
              {c.visitorEmail}
            </a>
          </Detail>
        )}
        {c.phone && (
          <Detail label={t("inbox.details.phone")}>
            <a href={`tel:${c.phone}`} className="text-primary hover:underline">
              {c.phone}
            </a>
            {c.phoneCountry && (
              <span className="text-muted-foreground"> · {countryName(i18n.language, c.phoneCountry)}</span>
            )}
            {c.premiumRate && (
              <span role="note" className="mt-1 block text-xs font-semibold text-amber-300">
                {t("inbox.details.premiumRate")}
              </span>
            )}
          </Detail>
        )}
        {c.preferredTime && (
          <Detail label={t("inbox.details.preferredTime")}>
            {t(`inbox.preferredTime.${c.preferredTime}`, { defaultValue: c.preferredTime })}
          </Detail>
        )}
        <Detail label={t("inbox.details.language")}>{languageName(c.locale)}</Detail>
        {c.page && (
          <Detail label={t("inbox.details.page")}>
            <code className="break-all text-xs">{c.page}</code>
          </Detail>
        )}
        <Detail label={t("inbox.details.started")}>
          <time dateTime={c.createdAt}>{f.dateTime(c.createdAt)}</time>
        </Detail>
        {c.closedAt && (
          <Detail label={t("inbox.details.closed")}>
            <time dateTime={c.closedAt}>{f.dateTime(c.closedAt)}</time>
          </Detail>
        )}
        {c.orderCode && (
          <Detail label={t("inbox.details.order")}>
            <Link to={paths.admin.order(c.orderCode)} className="text-primary hover:underline">
              {c.orderCode}
            </Link>
          </Detail>
        )}
      </dl>
    </div>
  );
}
