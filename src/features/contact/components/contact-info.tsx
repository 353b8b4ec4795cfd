import { Clock, Headphones, Mail } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ContactSellerIdentity } from "@/features/billing";
import { usePublicSettings } from "../api/send-contact";

function Address({ label, email }: { label: string; email: string | undefined }) {
  return (
    <div className="min-w-0">
      <p className="text-sm text-muted-foreground">{label}</p>
      {email ? (
        <a href={`mailto:${email}`} className="block truncate font-medium text-foreground hover:text-primary">
          {email}
        </a>
      ) : (
        <Skeleton className="mt-1 h-6 w-48" />
      )}
    </div>
  );
}

/** Sales and support addresses (from the public settings) and the reply promise. */
export function ContactInfo() {
  const { t } = useTranslation("contact");
  const settings = usePublicSettings();
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold tracking-tight">{t("info.title")}</h2>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/15 text-primary">
            <Mail aria-hidden className="size-5" />
          </span>
          <Address label={t("info.sales")} email={settings.data?.salesEmail} />
        </div>
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/15 text-primary">
            <Headphones aria-hidden className="size-5" />
          </span>
          <Address label={t("info.support")} email={settings.data?.supportEmail} />
        </div>
        <ContactSellerIdentity />
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/15 text-primary">
            <Clock aria-hidden className="size-5" />
          </span>
          <div>
            <p className="text-sm text-muted-foreground">{t("info.responseLabel")}</p>
            <p className="font-medium">{t("info.response")}</p>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
