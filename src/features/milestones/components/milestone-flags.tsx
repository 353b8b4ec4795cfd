import { useTranslation } from "react-i18next";

/** In the needs-attention list: an order's milestones waiting for the client, and with changes asked. */
export function MilestoneFlags({ flags }: { flags?: { waitingForClient: number; changesAsked: number } }) {
  const { t } = useTranslation("milestones");
  if (!flags || (!flags.waitingForClient && !flags.changesAsked)) return null;
  return (
    <span className="mt-1 flex flex-wrap gap-2 font-sans text-xs font-medium">
      {flags.changesAsked > 0 && (
        <span className="text-rose-300">
          {t("board.changesAsked")} · {flags.changesAsked}
        </span>
      )}
      {flags.waitingForClient > 0 && (
        <span className="text-amber-300">
          {t("board.waitingForClient")} · {flags.waitingForClient}
        </span>
      )}
    </span>
  );
}
