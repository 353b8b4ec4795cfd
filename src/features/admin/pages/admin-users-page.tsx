import { Check, Minus, ShieldCheck, ShieldOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ApiClientError } from "@/lib/api-client";
import { useAdminUsers, useSetAdminRole } from "../api/people";
import { AdminPage } from "@/components/admin/admin-page";
import { Pagination } from "@/components/admin/pagination";
import { QueryState } from "@/components/admin/query-state";
import { SearchBox } from "@/components/admin/search-box";
import { useAdminFormat } from "../lib/format";
import { usePageParams } from "@/components/admin/use-page-params";

export function AdminUsersPage() {
  const { t } = useTranslation("admin");
  const f = useAdminFormat();
  const params = usePageParams({ q: "" });
  const users = useAdminUsers({ q: params.get("q"), page: params.page });
  const setRole = useSetAdminRole();

  const toggle = (u: { id: string; email: string }, admin: boolean) =>
    setRole.mutate(
      { id: u.id, admin },
      {
        onSuccess: () => toast.success(t(admin ? "users.granted" : "users.revoked", { email: u.email })),
        onError: (err) =>
          toast.error(
            err instanceof ApiClientError && err.code === "LAST_ADMIN" ? t("users.lastAdmin") : t("users.failed"),
          ),
      },
    );

  return (
    <AdminPage title={t("users.title")} description={t("users.description")}>
      <SearchBox
        label={t("users.searchLabel")}
        placeholder={t("users.searchPlaceholder")}
        value={params.get("q")}
        onChange={(q) => params.set({ q })}
      />
      {!users.data ? (
        <QueryState isError={users.isError} onRetry={() => void users.refetch()} className="h-96" />
      ) : users.data.items.length === 0 ? (
        <Card className="py-16 text-center font-semibold">{t("users.empty")}</Card>
      ) : (
        <>
          <Card className="overflow-hidden p-0">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t("users.email")}</TableHead>
                  {/* On a phone the name and role go under the address: the row's action stays on screen. */}
                  <TableHead className="max-sm:hidden">{t("users.name")}</TableHead>
                  <TableHead className="max-sm:hidden">{t("users.verified")}</TableHead>
                  <TableHead className="max-sm:hidden">{t("users.roles")}</TableHead>
                  <TableHead className="max-sm:hidden">{t("users.created")}</TableHead>
                  <TableHead className="max-sm:hidden">{t("users.lastSignIn")}</TableHead>
                  <TableHead className="text-right">{t("users.actions")}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {users.data.items.map((u) => {
                  const isAdmin = u.roles.includes("admin");
                  return (
                    <TableRow key={u.id}>
                      <TableCell className="font-medium break-all">
                        {u.email}
                        <span className="mt-1 flex flex-wrap items-center gap-2 font-normal break-words sm:hidden">
                          <span className="text-xs text-muted-foreground">{u.name}</span>
                          <Badge variant={isAdmin ? "default" : "secondary"}>
                            {t(isAdmin ? "users.roleAdmin" : "users.roleClient")}
                          </Badge>
                        </span>
                      </TableCell>
                      <TableCell className="max-sm:hidden">{u.name}</TableCell>
                      <TableCell className="max-sm:hidden">
                        {u.emailVerified ? (
                          <Check aria-label={t("common.yes")} className="size-4 text-green-400" />
                        ) : (
                          <Minus aria-label={t("common.no")} className="size-4 text-muted-foreground" />
                        )}
                      </TableCell>
                      <TableCell className="max-sm:hidden">
                        {isAdmin ? (
                          <Badge>{t("users.roleAdmin")}</Badge>
                        ) : (
                          <Badge variant="secondary">{t("users.roleClient")}</Badge>
                        )}
                      </TableCell>
                      <TableCell className="whitespace-nowrap max-sm:hidden">{f.date(u.createdAt)}</TableCell>
                      <TableCell className="whitespace-nowrap max-sm:hidden">
                        {u.lastSignInAt ? f.dateTime(u.lastSignInAt) : t("common.never")}
                      </TableCell>
                      <TableCell className="text-right">
                        <Button
                          size="sm"
                          variant={isAdmin ? "outline" : "secondary"}
                          disabled={setRole.isPending}
                          aria-label={`${t(isAdmin ? "users.revoke" : "users.grant")}: ${u.email}`}
                          onClick={() => toggle(u, !isAdmin)}
                        >
                          {isAdmin ? <ShieldOff aria-hidden /> : <ShieldCheck aria-hidden />}
                          {t(isAdmin ? "users.revoke" : "users.grant")}
                        </Button>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </Card>
          <Pagination
            page={users.data.page}
            pageSize={users.data.pageSize}
            total={users.data.total}
            onPage={(page) => params.set({ page: String(page) })}
          />
        </>
      )}
    </AdminPage>
  );
}
