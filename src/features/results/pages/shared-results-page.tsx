import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { SharedResults } from "@common/results-report";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ApiClientError } from "@/lib/api-client";
import { PageMeta } from "@/lib/page-meta";
import { openSharedResults } from "../api/reports";
import { MetricCard } from "../components/order-results";
import { useMetricFormat } from "../components/metric-name";

type State =
  | { kind: "loading" }
  | { kind: "password"; wrong: boolean }
  | { kind: "error"; message: "notFound" | "revoked" | "expired" | "rateLimited" | "generic" }
  | { kind: "ready"; data: SharedResults };

const errorOf = (err: unknown): State => {
  if (err instanceof ApiClientError) {
    if (err.code === "PASSWORD_REQUIRED") return { kind: "password", wrong: false };
    if (err.code === "WRONG_PASSWORD") return { kind: "password", wrong: true };
    if (err.code === "LINK_REVOKED") return { kind: "error", message: "revoked" };
    if (err.code === "LINK_EXPIRED") return { kind: "error", message: "expired" };
    if (err.code === "RATE_LIMITED") return { kind: "error", message: "rateLimited" };
    if (err.status === 404 || err.status === 400) return { kind: "error", message: "notFound" };
  }
  return { kind: "error", message: "generic" };
};

/**
 * A read-only results link (issue 43): the token is the URL's fragment, so it never reaches a server log; the page
 * asks for the link's password when it has one and shows the order's metrics, charts and tables, nothing else.
 */
export function SharedResultsPage() {
  const { t } = useTranslation("results");
  const f = useMetricFormat("");
  const [state, setState] = useState<State>({ kind: "loading" });
  const [password, setPassword] = useState("");
  const [opening, setOpening] = useState(false);

  const open = async (pw?: string) => {
    const token = window.location.hash.slice(1);
    if (!token) return setState({ kind: "error", message: "notFound" });
    setOpening(true);
    try {
      setState({ kind: "ready", data: await openSharedResults(token, pw) });
    } catch (err) {
      setState(errorOf(err));
    } finally {
      setOpening(false);
    }
  };
  useEffect(() => {
    void open();
  }, []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void open(password);
  };

  return (
    <section className="container-page grid max-w-4xl gap-6 py-12 sm:py-16">
      <PageMeta title={t("shared.metaTitle")} description={t("shared.metaDescription")} noindex />
      <h1 className="text-3xl font-bold tracking-tight">{t("shared.title")}</h1>
      {state.kind === "loading" && (
        <p role="status" className="text-muted-foreground">
          {t("shared.loading")}
        </p>
      )}
      {state.kind === "error" && (
        <p role="alert" className="text-lg">
          {t(`shared.${state.message}`)}
        </p>
      )}
      {state.kind === "password" && (
        <form onSubmit={submit} noValidate className="grid max-w-sm gap-4">
          <p>{t("shared.passwordTitle")}</p>
          <FormField
            label={t("shared.passwordLabel")}
            error={state.wrong ? t("shares.errors.wrongPassword") : undefined}
          >
            <Input
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </FormField>
          <Button type="submit" disabled={opening || !password}>
            {opening ? t("shared.opening") : t("shared.open")}
          </Button>
        </form>
      )}
      {state.kind === "ready" && (
        <>
          <p className="text-sm text-muted-foreground">
            {t("shared.validUntil", { date: f.date(state.data.expiresAt) })}
          </p>
          {state.data.metrics.length === 0 ? (
            <p>{t("shared.empty")}</p>
          ) : (
            <div className="grid gap-4">
              {state.data.metrics.map((m) => (
                <MetricCard key={m.id} metric={m} view={{ ...state.data, suggestedKinds: [] }} />
              ))}
            </div>
          )}
        </>
      )}
    </section>
  );
}
