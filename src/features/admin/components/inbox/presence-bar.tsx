import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";
import { usePresence, usePresenceHeartbeat, useSetPresence, type PresenceData } from "../../api/presence";

/**
 * The staff member's own Online / Offline switch, and what the chat widget tells visitors now. While online, the
 * open inbox renews the presence every 30 s (it expires after 90 s, so a closed tab goes offline by itself).
 */
export function PresenceBar() {
  const { t } = useTranslation("admin");
  const presence = usePresence();
  const setPresence = useSetPresence();
  const id = useId();
  const online = presence.data?.online;
  usePresenceHeartbeat(online);

  if (!presence.data) {
    return presence.isError ? null : <Skeleton className="h-[4.5rem] w-full rounded-xl" />;
  }
  return (
    <Card className="flex flex-wrap items-center gap-x-6 gap-y-2 p-4">
      <div className="flex items-center gap-3">
        <Switch
          id={id}
          checked={online}
          aria-describedby={`${id}-state ${id}-visitors`}
          onCheckedChange={(next) =>
            setPresence.mutate(next, {
              onSuccess: () => toast.success(t(next ? "inbox.presence.nowOnline" : "inbox.presence.nowOffline")),
              onError: () => toast.error(t("inbox.presence.failed")),
            })
          }
        />
        <Label htmlFor={id} className="text-sm font-semibold">
          {t("inbox.presence.label")}
        </Label>
        <span
          id={`${id}-state`}
          className={cn(
            "rounded-full px-2 py-0.5 text-xs font-semibold",
            online ? "bg-emerald-500/15 text-emerald-300" : "bg-muted text-muted-foreground",
          )}
        >
          {t(online ? "inbox.presence.online" : "inbox.presence.offline")}
        </span>
      </div>
      <p id={`${id}-visitors`} className="min-w-0 text-sm text-muted-foreground">
        <VisitorsSee availability={presence.data.availability} />
      </p>
    </Card>
  );
}

function VisitorsSee({ availability: a }: { availability: PresenceData["availability"] }) {
  const { t, i18n } = useTranslation("admin");
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { weekday: "short", hour: "numeric", minute: "2-digit" }).format(
      new Date(iso),
    );
  const state = a.online
    ? t("inbox.presence.seeOnline")
    : a.withinHours
      ? t("inbox.presence.seeNobody")
      : a.nextOpen
        ? t("inbox.presence.seeClosedUntil", { when: when(a.nextOpen) })
        : t("inbox.presence.seeClosed");
  return <>{t("inbox.presence.visitorsSee", { state })}</>;
}
