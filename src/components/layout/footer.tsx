import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCompanyContact } from "@/app/site-data";
import { paths } from "@/config/paths";
import { useServiceLayout } from "@/content/service-layout";
import { FooterSellerIdentity } from "@/features/billing/components/footer-seller";
import { NewsletterForm } from "@/features/newsletter/components/newsletter-form";
import { BrandLink } from "./brand-link";

/** The footer's services (short names of their own: footer.serviceLinks), in the site's order, the hidden left out. */
const FOOTER_SERVICES = ["shilling", "influencer", "amazon", "music", "youtube"] as const;

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold uppercase tracking-wider text-foreground">{title}</h2>
      <ul className="grid gap-2 text-sm text-muted-foreground">{children}</ul>
    </div>
  );
}

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className="hover:text-foreground">
        {children}
      </Link>
    </li>
  );
}

function XIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden>
      <path d="M18.9 2H22l-6.8 7.8L23 22h-6.2l-4.9-6.4L6.3 22H3.2l7.3-8.3L1 2h6.3l4.4 5.9zm-1.1 18h1.7L6.3 3.9H4.5z" />
    </svg>
  );
}

function InstagramIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" />
    </svg>
  );
}

function SocialLink({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      className="inline-flex size-9 items-center justify-center rounded-full border text-muted-foreground hover:text-foreground"
    >
      {children}
    </a>
  );
}

export function Footer() {
  const { t } = useTranslation("common");
  // The agency's profiles as staff set them in Settings ("" for none).
  const social = useCompanyContact();
  const year = new Date().getFullYear();
  const layout = useServiceLayout();
  const footerServices = layout.order.filter(
    (id): id is (typeof FOOTER_SERVICES)[number] =>
      (FOOTER_SERVICES as readonly string[]).includes(id) && !layout.hidden.includes(id),
  );
  return (
    <footer id="site-footer" className="mt-24 border-t bg-card/40">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <BrandLink />
          <p className="mt-4 max-w-sm text-sm text-muted-foreground">{t("brand.blurb")}</p>
          <FooterSellerIdentity />
          {(social.socialX || social.socialInstagram) && (
            // A named group: a plain div may not carry a name (ARIA 1.2; the Nu checker refuses aria-label on it).
            <div role="group" className="mt-4 flex gap-2" aria-label={t("footer.social")}>
              {social.socialX && (
                <SocialLink href={social.socialX} label={t("footer.socialX")}>
                  <XIcon />
                </SocialLink>
              )}
              {social.socialInstagram && (
                <SocialLink href={social.socialInstagram} label={t("footer.socialInstagram")}>
                  <InstagramIcon />
                </SocialLink>
              )}
            </div>
          )}
          <div className="mt-8">
            <h2 className="mb-3 text-sm font-semibold uppercase tracking-wider">{t("footer.newsletter")}</h2>
            <NewsletterForm />
          </div>
        </div>
        <Column title={t("footer.services")}>
          {footerServices.map((id) => (
            <FooterLink key={id} to={paths.service(id)}>
              {t(`footer.serviceLinks.${id}`)}
            </FooterLink>
          ))}
        </Column>
        <Column title={t("footer.company")}>
          <FooterLink to={paths.about}>{t("nav.about")}</FooterLink>
          <FooterLink to={paths.portfolio}>{t("nav.portfolio")}</FooterLink>
          <FooterLink to={paths.testimonials}>{t("footer.testimonials")}</FooterLink>
          <FooterLink to={paths.blog}>{t("footer.blog")}</FooterLink>
          <FooterLink to={paths.faq}>{t("footer.faq")}</FooterLink>
          <FooterLink to={paths.contact}>{t("nav.contact")}</FooterLink>
        </Column>
        <Column title={t("footer.legal")}>
          <FooterLink to={paths.terms}>{t("footer.terms")}</FooterLink>
          <FooterLink to={paths.privacy}>{t("footer.privacy")}</FooterLink>
          <FooterLink to={paths.refund}>{t("footer.refund")}</FooterLink>
          <FooterLink to={paths.cookies}>{t("footer.cookies")}</FooterLink>
        </Column>
      </div>
      <div className="border-t">
        <p className="container-page py-6 text-center text-xs text-muted-foreground">
          {t("footer.copyright", { year })}
        </p>
      </div>
    </footer>
  );
}
