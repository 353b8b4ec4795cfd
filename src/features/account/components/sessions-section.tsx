import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { AccountSession } from "@common/account";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { useRevokeSession, useSessions } from "../api/account-security";

/** A browser and system named from the user agent, well enough for a person to recognise their device. */
function deviceName(ua: string, unknown: string): string {
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /Firefox\//.test(ua)
      ? "Firefox"
      : /Chrome\//.test(ua)
        ? "Chrome"
        : /Safari\//.test(ua)
          ? "Safari"
          : "";
  const system = /Android/.test(ua)
    ? "Android"
    : /iPhone|iPad/.test(ua)
      ? "iOS"
      : /Windows/.test(ua)
        ? "Windows"
        : /Mac OS X/.test(ua)
          ? "macOS"
          : /Linux/.test(ua)
            ? "Linux"
            : "";
  return [browser, system].filter(Boolean).join(" · ") || unknown;
}

/** /profile: where I am signed in, with "Sign out" per session and for every other one. */
export function SessionsSection() {
  const { t, i18n } = useTranslation("account");
  const id = useId();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
  const list = sessions.data ?? [];
  const others = list.filter((s) => !s.current);

  const signOut = async (s: AccountSession | "others") => {
    try {
      await revoke.mutateAsync(s === "others" ? "others" : s.id);
      toast.success(t(s === "others" ? "security.sessions.othersDone" : "security.sessions.done"));
    } catch {
      toast.error(t("security.sessions.failed"));
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4 border-t pt-6" id="sessions">
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          {t("security.sessions.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("security.sessions.intro")}</p>
      </div>
      {sessions.isError && <p className="text-sm text-destructive">{t("security.sessions.loadFailed")}</p>}
      <ul className="grid gap-2" aria-label={t("security.sessions.title")}>
        {list.map((s) => (
          <li
            key={s.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3 text-sm"
          >
            <div className="grid gap-0.5">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {deviceName(s.userAgent, t("security.sessions.unknownDevice"))}
                {s.current && <Badge variant="green">{t("security.sessions.current")}</Badge>}
              </p>
              <p className="text-muted-foreground">
                {t("security.sessions.lastActive", { date: when(s.lastActiveAt) })}
                {s.ipAddress ? ` · ${s.ipAddress}` : ""}
              </p>
            </div>
            {!s.current && (
              <Button
                variant="outline"
                size="sm"
                disabled={revoke.isPending}
                onClick={() => void signOut(s)}
                aria-label={t("security.sessions.signOutLabel", {
                  device: deviceName(s.userAgent, t("security.sessions.unknownDevice")),
                  date: when(s.lastActiveAt),
                })}
              >
                {t("security.sessions.signOut")}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 && (
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={revoke.isPending}
          onClick={() => void signOut("others")}
        >
          {t("security.sessions.signOutOthers")}
        </Button>
      )}
    </section>
  );
}
