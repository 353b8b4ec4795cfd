import { useState } from "react";
import { useTranslation } from "react-i18next";
import { apiKeyState, type ApiKeyView } from "@common/api-keys";
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
import { useApiKeys, useRevokeApiKey } from "../api/api-keys";
import { useAdminFormat } from "../lib/format";
import { NewApiKeyDialog } from "./new-api-key-dialog";

const STATE_BADGE = { active: "green", expired: "yellow", revoked: "red" } as const;

/** Admin → Settings: the public API's keys, their scopes, last use and state; create and revoke. */
export function ApiKeysCard() {
  const { t } = useTranslation("api-keys");
  const f = useAdminFormat();
  const keys = useApiKeys();
  const [revoking, setRevoking] = useState<ApiKeyView | null>(null);
  const revoke = useRevokeApiKey();
  const now = new Date();
  const items = keys.data?.items;

  return (
    <Card className="overflow-hidden p-0">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle>{t("title")}</CardTitle>
          <p className="text-sm text-muted-foreground">{t("description", { path: "/api/v1" })}</p>
        </div>
        <NewApiKeyDialog />
      </CardHeader>
      {!items ? (
        <QueryState isError={keys.isError} onRetry={() => void keys.refetch()} className="h-32" />
      ) : items.length === 0 ? (
        <p className="px-6 pb-6 text-sm text-muted-foreground">{t("none")}</p>
      ) : (
        <div className="overflow-x-auto">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t("columns.name")}</TableHead>
                <TableHead>{t("columns.scopes")}</TableHead>
                <TableHead>{t("columns.created")}</TableHead>
                <TableHead>{t("columns.lastUsed")}</TableHead>
                <TableHead>{t("columns.expires")}</TableHead>
                <TableHead>{t("columns.state")}</TableHead>
                <TableHead>
                  <span className="sr-only">{t("columns.actions")}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((key) => {
                const state = apiKeyState(key, now);
                return (
                  <TableRow key={key.id}>
                    <TableCell>
                      <div className="font-medium">{key.name}</div>
                      <div className="font-mono text-xs text-muted-foreground">{key.start}…</div>
                    </TableCell>
                    <TableCell>
                      <div className="flex flex-wrap gap-1">
                        {key.scopes.map((s) => (
                          <Badge key={s} variant="secondary" className="font-mono">
                            {s}
                          </Badge>
                        ))}
                      </div>
                    </TableCell>
                    <TableCell className="whitespace-nowrap">
                      {f.date(key.createdAt)}
                      {key.createdBy && <div className="text-xs text-muted-foreground">{key.createdBy}</div>}
                    </TableCell>
                    <TableCell className="whitespace-nowrap">
                      {key.lastUsedAt ? f.dateTime(key.lastUsedAt) : t("never")}
                    </TableCell>
                    <TableCell className="whitespace-nowrap">
                      {key.expiresAt ? f.date(key.expiresAt) : t("noExpiry")}
                    </TableCell>
                    <TableCell>
                      <Badge variant={STATE_BADGE[state]}>{t(`states.${state}`)}</Badge>
                    </TableCell>
                    <TableCell className="text-right">
                      {state !== "revoked" && (
                        <Button
                          variant="outline"
                          size="sm"
                          aria-label={t("revokeLabel", { name: key.name })}
                          onClick={() => setRevoking(key)}
                        >
                          {t("revoke")}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
      )}
      <Dialog open={revoking !== null} onOpenChange={(open) => !open && setRevoking(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t("confirm.title", { name: revoking?.name ?? "" })}</DialogTitle>
            <DialogDescription>{t("confirm.description")}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setRevoking(null)} disabled={revoke.isPending}>
              {t("confirm.cancel")}
            </Button>
            <Button
              variant="destructive"
              disabled={revoke.isPending}
              onClick={async () => {
                if (!revoking) return;
                try {
                  await revoke.mutateAsync(revoking.id);
                  toast.success(t("revoked", { name: revoking.name }));
                  setRevoking(null);
                } catch (error) {
                  toast.error(error instanceof Error && error.message ? error.message : t("errors.generic"));
                }
              }}
            >
              {revoke.isPending ? t("confirm.revoking") : t("confirm.revoke")}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
