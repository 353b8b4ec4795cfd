import { useEffect, useRef, type ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { focusElement } from "@/lib/focus";

/** The frame of every account screen: a centred card on the dark backdrop. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
  focusTitle = false,
}: {
  /** For a view that replaces a form (a success message): focus moves to its title, not to <body>. */
  focusTitle?: boolean;
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) focusElement(heading.current);
  }, [focusTitle]);
  return (
    <section className="container-page flex min-h-[calc(100vh-4rem)] items-start justify-center py-12 sm:items-center sm:py-16">
      <Card className="w-full max-w-md border-border/70 bg-card/80 shadow-2xl shadow-primary/10 backdrop-blur">
        <CardHeader className="gap-2 text-center">
          <h1 ref={heading} className="text-2xl font-bold tracking-tight outline-none">
            {title}
          </h1>
          {subtitle && <CardDescription>{subtitle}</CardDescription>}
        </CardHeader>
        <CardContent className="grid gap-5">
          {children}
          {footer && <div className="text-center text-sm text-muted-foreground">{footer}</div>}
        </CardContent>
      </Card>
    </section>
  );
}
