import { CircleSlash, MapPin, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";

type NoticeLink = { to: string; label: string };

/** The panel a service page and its order page show in place of the plans and the form when it cannot be ordered. */
function ServiceNotice(props: {
  id: string;
  icon: LucideIcon;
  iconClass: string;
  title: string;
  body: string;
  links: NoticeLink[];
}) {
  const Icon = props.icon;
  return (
    <section
      aria-labelledby={props.id}
      className="mx-auto flex max-w-2xl flex-col items-center gap-4 rounded-2xl border bg-card p-8 text-center"
    >
      <Icon aria-hidden className={`size-10 ${props.iconClass}`} />
      <h2 id={props.id} className="text-2xl font-bold tracking-tight">
        {props.title}
      </h2>
      <p className="text-muted-foreground">{props.body}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {props.links.map((link, i) => (
          <Button key={link.to} asChild variant={i === 0 ? "gradient" : "outline"}>
            <Link to={link.to}>{link.label}</Link>
          </Button>
        ))}
      </div>
    </section>
  );
}

/** A service the visitor's region does not offer (issue 22): said plainly, with the way to the contact form. */
export function NotOffered({ service }: { service: string }) {
  const { t } = useTranslation("catalog");
  return (
    <ServiceNotice
      id="not-offered-title"
      icon={MapPin}
      iconClass="text-primary"
      title={t("notOffered.title", { service })}
      body={t("notOffered.body")}
      links={[{ to: paths.contact, label: t("notOffered.cta") }]}
    />
  );
}

/**
 * A service staff hid from the site (issue 39): no longer offered; orders placed before go on (the portal and the
 * admin show them).
 */
export function ServiceWithdrawn({ service }: { service: string }) {
  const { t } = useTranslation("catalog");
  return (
    <ServiceNotice
      id="withdrawn-title"
      icon={CircleSlash}
      iconClass="text-muted-foreground"
      title={t("withdrawn.title", { service })}
      body={t("withdrawn.body")}
      links={[
        { to: paths.services, label: t("withdrawn.services") },
        { to: paths.contact, label: t("withdrawn.contact") },
      ]}
    />
  );
}
