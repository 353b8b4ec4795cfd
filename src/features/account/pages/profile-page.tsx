import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { DEFAULT_LANGUAGE, isLanguage } from "@common/locales";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useAuth } from "@/lib/auth/use-auth";
import { PageMeta } from "@/lib/page-meta";
import { ProfileForm } from "../components/profile-form";
import { DataSection } from "../components/data-section";
import { TwoFactorSection } from "../components/two-factor-section";
import { PasswordSection } from "../components/password-section";
import { SessionsSection } from "../components/sessions-section";
import { useProfile } from "../hooks/use-profile";
import { BillingDetailsCard } from "@/features/billing";

export function ProfilePage() {
  const { t, i18n } = useTranslation("account");
  const { status, user, isAdmin } = useAuth();
  const profile = useProfile(status === "signed-in");
  const meta = <PageMeta title={t("profile.metaTitle")} description={t("profile.metaDescription")} noindex />;

  useEffect(() => {
    if (profile.error) console.warn("profile load failed", profile.error);
  }, [profile.error]);

  if (status === "signed-out") return <Navigate to={paths.login} replace />;

  return (
    <section className="container-page flex justify-center py-12 sm:py-16">
      {meta}
      <Card className="w-full max-w-2xl">
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("profile.title")}</h1>
          <CardDescription>{t("profile.subtitle")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-8">
          {profile.data ? (
            <ProfileForm profile={profile.data} staff={isAdmin === true} />
          ) : profile.isError && user ? (
            // Spec §7: a failed load is only logged; the form starts empty.
            <ProfileForm
              staff={isAdmin === true}
              profile={{
                email: user.email,
                fullname: "",
                username: "",
                bio: "",
                emailLocale: isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE,
              }}
            />
          ) : (
            <div className="flex min-h-72 items-center justify-center text-muted-foreground">
              <Spinner label={t("profile.loading")} />
            </div>
          )}
          {status === "signed-in" && (
            <>
              <BillingDetailsCard />
              <PasswordSection />
              <SessionsSection />
              <TwoFactorSection />
              <DataSection />
            </>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
