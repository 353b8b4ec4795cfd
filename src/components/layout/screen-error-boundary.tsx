import { Component, useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button";

/** A screen that failed to load its code (a deploy replaced the hashed file) is fixed by a reload, not a re-render. */
const isChunkLoadError = (error: unknown) =>
  error instanceof TypeError && /dynamically imported|module script/i.test(error.message);

function ScreenError({ error, onRetry, home }: { error: unknown; onRetry: () => void; home: string }) {
  const { t } = useTranslation("common");
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus goes to the message, never to the page: a keyboard or screen-reader user hears what happened.
  useEffect(() => heading.current?.focus(), []);
  const retry = () => (isChunkLoadError(error) ? window.location.reload() : onRetry());
  return (
    <div
      role="alert"
      className="container-page flex min-h-[50vh] flex-col items-center justify-center gap-4 py-24 text-center"
    >
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold tracking-tight outline-none">
        {t("screenError.title")}
      </h1>
      <p className="max-w-prose text-muted-foreground">{t("screenError.body")}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={retry}>{t("screenError.retry")}</Button>
        <Button variant="outline" asChild>
          <Link to={home}>{t("screenError.home")}</Link>
        </Button>
      </div>
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** The screen's path: when it changes (the visitor navigates away) the boundary tries the new screen. */
  resetKey: string;
  home: string;
}

class Boundary extends Component<BoundaryProps, { error: unknown; failedAt: string | null }> {
  state = { error: null as unknown, failedAt: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; failedAt: string | null }) {
    if (state.error === null) return null;
    if (state.failedAt === null) return { failedAt: props.resetKey };
    // Another screen: show it rather than the old screen's error.
    return state.failedAt !== props.resetKey ? { error: null, failedAt: null } : null;
  }

  // No componentDidCatch: React itself reports the error to the console, as for any error a boundary catches.
  render() {
    if (this.state.error === null) return this.props.children;
    return (
      <ScreenError
        error={this.state.error}
        home={this.props.home}
        onRetry={() => this.setState({ error: null, failedAt: null })}
      />
    );
  }
}

/**
 * One per layout, around its screens: a render error (or a screen whose code failed to load) shows a translated
 * message with "Try again" and a way back instead of a blank page; the header, menu and footer stay usable.
 */
export function ScreenErrorBoundary({ children, home = "/" }: { children: ReactNode; home?: string }) {
  const { pathname } = useLocation();
  return (
    <Boundary resetKey={pathname} home={home}>
      {children}
    </Boundary>
  );
}
