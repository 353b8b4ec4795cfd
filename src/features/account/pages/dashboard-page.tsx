import { LogIn, LogOut, Shield, UserRound } from "lucide-react";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { ClientOrders } from "@/features/orders";
import { DashboardRetainers } from "@/features/retainers";
import { DashboardResults } from "@/features/results";
import { useAuth, useSignOut } from "@/lib/auth/use-auth";
import { PageMeta } from "@/lib/page-meta";
import { useDashboard } from "../api/get-dashboard";
import { ActionRequired } from "../components/action-required";
import { OpenBalance } from "../components/open-balance";

export function DashboardPage() {
  const { t } = useTranslation("account");
  const { t: ta } = useTranslation("auth");
  const { status, user, isAdmin } = useAuth();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const dashboard = useDashboard(status === "signed-in");
  const meta = <PageMeta title={t("dashboard.metaTitle")} description={t("dashboard.metaDescription")} noindex />;

  // The greeting depends on the dashboard's answer (first visit or return): nothing is said before it is known.
  if (status === "loading" || (status === "signed-in" && dashboard.isPending)) {
    return (
      <section className="container-page flex min-h-[60vh] items-center justify-center text-muted-foreground">
        {meta}
        <Spinner label={t("dashboard.loading")} />
      </section>
    );
  }

  if (status === "signed-out" || !user) {
    return (
      <section className="container-page flex min-h-[60vh] items-center justify-center py-16">
        {meta}
        <Card className="w-full max-w-md text-center">
          <CardHeader>
            <h1 className="text-2xl font-bold tracking-tight">{t("dashboard.signedOutTitle")}</h1>
            <CardDescription>{t("dashboard.signedOutBody")}</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild variant="gradient" size="lg" className="w-full">
              <Link to={paths.login}>
                <LogIn aria-hidden />
                {t("dashboard.loginLink")}
              </Link>
            </Button>
          </CardContent>
        </Card>
      </section>
    );
  }

  const data = dashboard.data;
  const onAdmin = (e: MouseEvent) => {
    if (isAdmin !== true) {
      e.preventDefault();
      toast.error(ta("adminLink.deniedTitle"), { description: ta("adminLink.deniedBody") });
    }
  };
  const onSignOut = async () => {
    await signOut();
    void navigate(paths.login);
  };

  return (
    <section className="container-page grid gap-8 py-12 sm:py-16">
      {meta}
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-2">
          {data && <p className="text-sm font-medium uppercase tracking-widest text-primary">{t("dashboard.title")}</p>}
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
            {data?.firstVisit ? t("dashboard.welcomeFirst") : data ? t("dashboard.welcome") : t("dashboard.title")}
          </h1>
          {data?.firstVisit && <p>{t("dashboard.firstVisitBody")}</p>}
          <p className="text-muted-foreground">{t("dashboard.signedInAs", { email: user.email })}</p>
        </div>
        <div className="flex flex-wrap gap-2 sm:shrink-0">
          <Button asChild variant="outline">
            <Link to={paths.profile}>
              <UserRound aria-hidden />
              {t("dashboard.editProfile")}
            </Link>
          </Button>
          <Button variant="secondary" onClick={() => void onSignOut()}>
            <LogOut aria-hidden />
            {t("dashboard.signOut")}
          </Button>
        </div>
      </header>

      {isAdmin === true && (
        <Card className="border-primary/40 bg-primary/5">
          <CardHeader className="flex-row items-start gap-4 space-y-0">
            <Shield className="mt-1 size-6 shrink-0 text-primary" aria-hidden />
            <div className="grid gap-1.5">
              <CardTitle>{t("dashboard.adminTitle")}</CardTitle>
              <CardDescription>{t("dashboard.adminBody")}</CardDescription>
            </div>
          </CardHeader>
          <CardContent>
            <Button asChild variant="gradient">
              <Link to={paths.admin.dashboard} onClick={onAdmin}>
                {t("dashboard.adminButton")}
              </Link>
            </Button>
          </CardContent>
        </Card>
      )}

      {data ? (
        <>
          <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
            <ActionRequired actions={data.actions} />
            <OpenBalance balances={data.balances} />
          </div>
          <DashboardRetainers retainers={data.retainers} />
          <DashboardResults results={data.results} />
          <ClientOrders orders={data.orders} />
        </>
      ) : (
        <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-destructive">
          {t("dashboard.loadError")}
          <Button variant="link" size="inline" onClick={() => void dashboard.refetch()}>
            {t("dashboard.retry")}
          </Button>
        </p>
      )}
    </section>
  );
}
