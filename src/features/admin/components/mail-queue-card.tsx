import { RotateCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useMailQueue, useRetryMail } from "../api/mail";
import { useAdminFormat } from "../lib/format";
import { QueryState } from "@/components/admin/query-state";

/** Admin → Performance: the e-mail queue's counts and the messages that failed after every retry. */
export function MailQueueCard() {
  const { t } = useTranslation("mail");
  const f = useAdminFormat();
  const queue = useMailQueue();
  const retry = useRetryMail();
  const q = queue.data;
  return (
    <Card className="overflow-hidden p-0">
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <p className="text-sm text-muted-foreground">{t("description")}</p>
      </CardHeader>
      {!q ? (
        <QueryState isError={queue.isError} onRetry={() => void queue.refetch()} className="h-32" />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-4 px-6 pb-4 sm:grid-cols-4">
            {(["pending", "sending", "sent", "failed"] as const).map((k) => (
              <div key={k}>
                <dt className="text-sm text-muted-foreground">{t(`counts.${k}`)}</dt>
                <dd className="text-2xl font-semibold tabular-nums">{f.number(q.counts[k])}</dd>
              </div>
            ))}
          </dl>
          {q.failed.length === 0 ? (
            <p className="px-6 pb-6 text-sm text-muted-foreground">{t("noFailed")}</p>
          ) : (
            <div className="overflow-x-auto">
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>{t("to")}</TableHead>
                    <TableHead>{t("subject")}</TableHead>
                    <TableHead className="text-right">{t("attempts")}</TableHead>
                    <TableHead>{t("error")}</TableHead>
                    <TableHead>
                      <span className="sr-only">{t("actions")}</span>
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {q.failed.map((m) => (
                    <TableRow key={m.id}>
                      <TableCell className="break-all">{m.to}</TableCell>
                      <TableCell>{m.subject}</TableCell>
                      <TableCell className="text-right tabular-nums">{f.number(m.attempts)}</TableCell>
                      <TableCell className="max-w-64 truncate font-mono text-xs" title={m.lastError ?? undefined}>
                        {m.lastError}
                      </TableCell>
                      <TableCell className="text-right">
                        <Button
                          variant="outline"
                          size="sm"
                          disabled={retry.isPending}
                          aria-label={t("retryLabel", { to: m.to })}
                          onClick={() =>
                            retry.mutate(m.id, {
                              onSuccess: () => toast.success(t("retried")),
                              onError: (err) => toast.error(err.message),
                            })
                          }
                        >
                          <RotateCw aria-hidden />
                          {t("retry")}
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          )}
        </>
      )}
    </Card>
  );
}
