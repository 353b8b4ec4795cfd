import { useTranslation } from "react-i18next";
import { BillingSettingsCard } from "@/features/billing-admin";
import { SetupChecklistCard } from "@/features/billing-admin";
import { AdminPage } from "@/components/admin/admin-page";
import { ApiKeysCard } from "../components/api-keys-card";
import { SiteSettingsCard } from "../components/site-settings-card";
import { WebhooksCard } from "../components/webhooks-card";

export function AdminSettingsPage() {
  const { t } = useTranslation("admin");
  return (
    <AdminPage title={t("settings.title")} description={t("settings.description")}>
      <SiteSettingsCard />
      <SetupChecklistCard />
      <BillingSettingsCard />
      <ApiKeysCard />
      <WebhooksCard />
    </AdminPage>
  );
}
