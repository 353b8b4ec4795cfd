import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { MilestoneFiles, mergeHistory, useWorkEventText } from "@/features/milestones";
import type { ClientOrderDetail } from "../api/get-order";

/** One term and its description, straight under the <dl> (a wrapper between them breaks the list for readers). */
function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "grid gap-0.5 sm:col-span-2" : "grid gap-0.5"}>
      <dt className="text-xs uppercase tracking-wider text-muted-foreground">{label}</dt>
      <dd className="break-words text-sm">{children}</dd>
    </div>
  );
}

/** An order's details, its account manager and due date, and its status history (the client's order page). */
export function OrderDetails({ order }: { order: ClientOrderDetail }) {
  const { t, i18n } = useTranslation("orders");
  const workText = useWorkEventText();
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
  const day = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
  return (
    <div className="grid gap-6">
      <dl className="grid gap-4 sm:grid-cols-2">
        <Field label={t("detail.projectName")}>{order.projectName}</Field>
        <Field label={t("detail.deadline")}>
          {order.projectDeadline ? day(order.projectDeadline) : t("detail.none")}
        </Field>
        <Field label={t("workspace.manager")}>{order.accountManager ?? t("workspace.noManager")}</Field>
        <Field label={t("workspace.dueDate")}>{order.dueDate ? day(order.dueDate) : t("workspace.noDueDate")}</Field>
        <Field wide label={t("detail.projectDescription")}>
          <span className="whitespace-pre-wrap">{order.projectDescription || t("detail.none")}</span>
        </Field>
        <Field wide label={t("detail.goals")}>
          {order.projectGoals.length ? (
            <ul className="list-disc pl-5">
              {order.projectGoals.map((g, i) => (
                <li key={i}>{g}</li>
              ))}
            </ul>
          ) : (
            t("detail.none")
          )}
        </Field>
        <Field label={t("detail.contact")}>
          {order.contactName}
          <br />
          {order.contactEmail}
          {order.contactPhone && (
            <>
              <br />
              {order.contactPhone}
            </>
          )}
        </Field>
        <Field label={t("detail.submitted")}>{date(order.createdAt)}</Field>
      </dl>
      <section aria-labelledby="order-history">
        <h2 id="order-history" className="mb-2 text-lg font-semibold tracking-tight">
          {t("detail.history")}
        </h2>
        <ol className="grid gap-2 border-l border-border pl-4">
          {mergeHistory(order.events, (e) => e.createdAt, order.work).map((item, i) => (
            <li key={i} className="relative text-sm">
              <span className="absolute -left-[1.3rem] top-1.5 size-2 rounded-full bg-primary" aria-hidden />
              {item.kind === "work" ? (
                <>
                  <span className="font-medium">{workText.text(item.w)}</span>{" "}
                  <span className="text-muted-foreground">· {date(item.at)}</span>
                  <MilestoneFiles code={order.code} files={item.w.files} label={workText.filesLabel} />
                </>
              ) : (
                <>
                  <span className="font-medium">
                    {item.s.fromStatus
                      ? t("detail.changed", {
                          from: t(`status.${item.s.fromStatus}`),
                          to: t(`status.${item.s.toStatus}`),
                        })
                      : t("detail.created")}
                  </span>{" "}
                  <span className="text-muted-foreground">· {date(item.at)}</span>
                  {item.s.note && <p className="text-muted-foreground">{item.s.note}</p>}
                </>
              )}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
