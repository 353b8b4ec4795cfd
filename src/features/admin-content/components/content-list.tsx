import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { CONTENT_GROUPS, type ContentState, type ContentSummary } from "@common/content";
import { LANGUAGES } from "@common/locales";
import { paths } from "@/config/paths";
import { formatWhen } from "../lib/format-when";
import { MissingBadges } from "./missing-badges";
import { StateBadge } from "./state-badge";

const STATES: ContentState[] = ["shipped", "draft", "published"];
const isState = (s: string | null): s is ContentState => STATES.includes(s as ContentState);
const hasMissing = (item: ContentSummary) => LANGUAGES.some((l) => l !== "en" && item.missing[l] > 0);

const selectClass =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring sm:w-56";

/** Every item of the site, grouped as the site is (Home, Services, …), with its state and missing translations. */
export function ContentList({ items }: { items: ContentSummary[] }) {
  const { t, i18n } = useTranslation("admin-content");
  const id = useId();
  const [params, setParams] = useSearchParams();
  const onlyMissing = params.get("missing") === "1";
  const state = isState(params.get("state")) ? (params.get("state") as ContentState) : null;
  const set = (key: string, value: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const shown = items.filter((i) => (!onlyMissing || hasMissing(i)) && (!state || i.state === state));
  const groups = CONTENT_GROUPS.map((g) => ({ group: g, items: shown.filter((i) => i.group === g) })).filter(
    (g) => g.items.length > 0,
  );

  return (
    <div className="grid gap-6">
      <fieldset className="flex flex-wrap items-end gap-4 rounded-xl border p-4">
        <legend className="px-1 text-sm font-medium">{t("list.filters")}</legend>
        <div className="flex items-center gap-2">
          <input
            id={`${id}-missing`}
            type="checkbox"
            className="size-4 accent-primary"
            checked={onlyMissing}
            onChange={(e) => set("missing", e.target.checked ? "1" : null)}
          />
          <label htmlFor={`${id}-missing`} className="text-sm">
            {t("list.onlyMissing")}
          </label>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-state`} className="text-xs text-muted-foreground">
            {t("list.stateFilter")}
          </label>
          <select
            id={`${id}-state`}
            className={selectClass}
            value={state ?? ""}
            onChange={(e) => set("state", e.target.value || null)}
          >
            <option value="">{t("list.allStates")}</option>
            {STATES.map((s) => (
              <option key={s} value={s}>
                {t(`state.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <p role="status" className="text-sm text-muted-foreground sm:ml-auto">
          {t("list.shown", { count: shown.length })}
        </p>
      </fieldset>

      {groups.length === 0 && <p className="text-sm text-muted-foreground">{t("list.none")}</p>}
      {groups.map(({ group, items: inGroup }) => (
        <section key={group} aria-labelledby={`${id}-${group}`} className="grid gap-2">
          <h2 id={`${id}-${group}`} className="text-lg font-semibold tracking-tight">
            {t(`groups.${group}`)}
          </h2>
          <ul className="divide-y rounded-xl border">
            {inGroup.map((item) => (
              <li key={item.id} className="grid gap-2 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
                <div className="grid min-w-0 gap-1.5">
                  <Link
                    to={paths.admin.contentItem(item.id)}
                    className="break-all font-mono text-sm font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {item.id}
                  </Link>
                  <MissingBadges missing={item.missing} />
                  <p className="text-xs text-muted-foreground">
                    {t("list.fields", { count: item.fields })} ·{" "}
                    {item.updatedAt
                      ? item.updatedBy
                        ? t("list.lastEdit", { who: item.updatedBy, when: formatWhen(item.updatedAt, i18n.language) })
                        : t("list.lastEditUnknown", { when: formatWhen(item.updatedAt, i18n.language) })
                      : t("list.neverEdited")}
                  </p>
                </div>
                <div>
                  <StateBadge state={item.state} />
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
