import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { WebhookEndpointView } from "@common/webhooks";
import { QueryState } from "@/components/admin/query-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/lib/toast";
import {
  useDeleteWebhook,
  useReplayDelivery,
  useRotateWebhook,
  useUpdateWebhook,
  useWebhookDeliveries,
  useWebhookEndpoints,
} from "../api/webhooks";
import { useAdminFormat } from "../lib/format";
import { NewWebhookDialog } from "./webhook-endpoint-dialog";
import { WebhookSecret } from "./webhook-secret";

const failed = (t: (k: "errors.generic") => string, error: unknown) =>
  toast.error(error instanceof Error && error.message ? error.message : t("errors.generic"));

/** Admin → Settings: webhook endpoints, their state and delivery log; add, pause, rotate the secret, remove. */
export function WebhooksCard() {
  const { t } = useTranslation("webhooks");
  const endpoints = useWebhookEndpoints();
  const update = useUpdateWebhook();
  const rotate = useRotateWebhook();
  const [log, setLog] = useState<WebhookEndpointView | null>(null);
  const [rotated, setRotated] = useState<string | null>(null);
  const items = endpoints.data?.items;

  const toggle = async (e: WebhookEndpointView) => {
    try {
      await update.mutateAsync({
        id: e.id,
        json: { url: e.url, description: e.description, events: e.events, enabled: !e.enabled },
      });
      toast.success(e.enabled ? t("paused", { url: e.url }) : t("resumed", { url: e.url }));
    } catch (error) {
      failed(t, error);
    }
  };

  return (
    <Card className="overflow-hidden p-0">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle>{t("title")}</CardTitle>
          <p className="text-sm text-muted-foreground">{t("description")}</p>
        </div>
        <NewWebhookDialog />
      </CardHeader>
      {!items ? (
        <QueryState isError={endpoints.isError} onRetry={() => void endpoints.refetch()} className="h-32" />
      ) : items.length === 0 ? (
        <p className="px-6 pb-6 text-sm text-muted-foreground">{t("none")}</p>
      ) : (
        <div className="overflow-x-auto">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t("columns.url")}</TableHead>
                <TableHead>{t("columns.events")}</TableHead>
                <TableHead>{t("columns.state")}</TableHead>
                <TableHead>
                  <span className="sr-only">{t("columns.actions")}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((e) => (
                <TableRow key={e.id}>
                  <TableCell className="max-w-72">
                    <div className="break-all font-mono text-xs">{e.url}</div>
                    {e.description && <div className="text-sm text-muted-foreground">{e.description}</div>}
                  </TableCell>
                  <TableCell>{t("eventCount", { count: e.events.length })}</TableCell>
                  <TableCell>
                    <Badge variant={e.enabled ? "green" : e.disabledReason === "gone" ? "red" : "yellow"}>
                      {e.enabled
                        ? t("states.active")
                        : e.disabledReason === "gone"
                          ? t("states.gone")
                          : t("states.paused")}
                    </Badge>
                  </TableCell>
                  <TableCell>
                    <div className="flex flex-wrap justify-end gap-2">
                      <Button variant="outline" size="sm" onClick={() => setLog(e)}>
                        {t("actions.deliveries")}
                      </Button>
                      <Button variant="outline" size="sm" disabled={update.isPending} onClick={() => void toggle(e)}>
                        {e.enabled ? t("actions.pause") : t("actions.resume")}
                      </Button>
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={rotate.isPending}
                        onClick={async () => {
                          try {
                            setRotated((await rotate.mutateAsync(e.id)).secret);
                          } catch (error) {
                            failed(t, error);
                          }
                        }}
                      >
                        {t("actions.rotate")}
                      </Button>
                      <RemoveEndpoint endpoint={e} />
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <Dialog open={rotated !== null} onOpenChange={(open) => !open && setRotated(null)}>
        <DialogContent>
          {rotated && (
            <WebhookSecret secret={rotated} title={t("secret.rotatedTitle")} onDone={() => setRotated(null)} />
          )}
        </DialogContent>
      </Dialog>
      <DeliveriesDialog endpoint={log} onClose={() => setLog(null)} />
    </Card>
  );
}

/** "Remove": asks first in a dialog (the endpoint and its delivery log go), then removes it. */
function RemoveEndpoint({ endpoint }: { endpoint: WebhookEndpointView }) {
  const { t } = useTranslation("webhooks");
  const remove = useDeleteWebhook();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <Button
        variant="outline"
        size="sm"
        aria-label={t("actions.removeLabel", { url: endpoint.url })}
        onClick={() => setOpen(true)}
      >
        {t("actions.remove")}
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("actions.removeLabel", { url: endpoint.url })}</DialogTitle>
          <DialogDescription>{t("confirmRemove", { url: endpoint.url })}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" disabled={remove.isPending} onClick={() => setOpen(false)}>
            {t("form.cancel")}
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={async () => {
              try {
                await remove.mutateAsync(endpoint.id);
                setOpen(false);
                toast.success(t("removed"));
              } catch (error) {
                failed(t, error);
              }
            }}
          >
            {t("actions.remove")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function DeliveriesDialog({ endpoint, onClose }: { endpoint: WebhookEndpointView | null; onClose: () => void }) {
  const { t } = useTranslation("webhooks");
  const f = useAdminFormat();
  const deliveries = useWebhookDeliveries(endpoint?.id ?? null);
  const replay = useReplayDelivery();
  const items = deliveries.data?.items;
  return (
    <Dialog open={endpoint !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t("log.title")}</DialogTitle>
          <DialogDescription className="break-all">{endpoint?.url}</DialogDescription>
        </DialogHeader>
        {!items ? (
          <QueryState isError={deliveries.isError} onRetry={() => void deliveries.refetch()} className="h-24" />
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("log.none")}</p>
        ) : (
          <div className="overflow-x-auto">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t("log.event")}</TableHead>
                  <TableHead>{t("log.state")}</TableHead>
                  <TableHead className="text-right">{t("log.attempts")}</TableHead>
                  <TableHead>{t("log.answer")}</TableHead>
                  <TableHead>
                    <span className="sr-only">{t("columns.actions")}</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {items.map((d) => (
                  <TableRow key={d.id}>
                    <TableCell>
                      <div>{t(`events.${d.eventType.replace(".", "_") as "order_created"}`)}</div>
                      <div className="text-xs text-muted-foreground">{f.dateTime(d.createdAt)}</div>
                    </TableCell>
                    <TableCell>
                      {t(`log.states.${d.state}`)}
                      {d.nextAttemptAt && (
                        <div className="text-xs text-muted-foreground">
                          {t("log.next", { when: f.dateTime(d.nextAttemptAt) })}
                        </div>
                      )}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{f.number(d.attempts)}</TableCell>
                    <TableCell className="font-mono text-xs">{d.lastStatus ?? d.lastError ?? "—"}</TableCell>
                    <TableCell className="text-right">
                      {d.state !== "pending" && (
                        <Button
                          variant="outline"
                          size="sm"
                          disabled={replay.isPending}
                          onClick={async () => {
                            try {
                              await replay.mutateAsync({ id: endpoint!.id, delivery: d.id });
                              toast.success(t("log.replayed"));
                            } catch (error) {
                              failed(t, error);
                            }
                          }}
                        >
                          {t("log.replay")}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t("log.close")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
