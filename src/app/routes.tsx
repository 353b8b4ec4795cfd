import type { RouteObject } from "react-router";
import { SiteLayout } from "@/components/layout/site-layout";
import { lazyPage } from "./lazy-page";

/** A prerendered content screen: it reads nothing from the server, so TanStack Query stays off its load. */
const STATIC = { queries: false } as const;

/** The admin area's strings (never part of a public page's first load). */
const ADMIN_NS = ["admin", "orders", "files", "invoices", "admin-billing", "admin-content", "admin-media"];

const HomePage = lazyPage(
  () => import("@/features/home/pages/home-page"),
  "HomePage",
  ["home", "services", "catalog", "articles", "case-studies", "social-proof", "testimonials"],
  STATIC,
);
const ServicesPage = lazyPage(
  () => import("@/features/services/pages/services-page"),
  "ServicesPage",
  ["services", "catalog"],
  STATIC,
);
const ServiceDetailPage = lazyPage(
  () => import("@/features/services/pages/service-detail-page"),
  "ServiceDetailPage",
  ["services", "catalog"],
  STATIC,
);
const OrderPage = lazyPage(() => import("@/features/order/pages/order-page"), "OrderPage", ["order", "catalog"]);
const ContactPage = lazyPage(() => import("@/features/contact/pages/contact-page"), "ContactPage", ["contact"]);
const LoginPage = lazyPage(() => import("@/features/auth/pages/login-page"), "LoginPage", ["auth"]);
const RegisterPage = lazyPage(() => import("@/features/auth/pages/register-page"), "RegisterPage", ["auth"]);
const ForgotPasswordPage = lazyPage(() => import("@/features/auth/pages/forgot-password-page"), "ForgotPasswordPage", [
  "auth",
]);
const ResetPasswordPage = lazyPage(() => import("@/features/auth/pages/reset-password-page"), "ResetPasswordPage", [
  "auth",
]);
const DashboardPage = lazyPage(() => import("@/features/account/pages/dashboard-page"), "DashboardPage", [
  "account",
  "orders",
  "retainers",
  "results",
]);
const ClientOrderPage = lazyPage(() => import("@/features/orders/pages/client-order-page"), "ClientOrderPage", [
  "account",
  "orders",
  "files",
  "billing",
  "results",
]);
const SharedResultsPage = lazyPage(() => import("@/features/results/pages/shared-results-page"), "SharedResultsPage", [
  "results",
]);
const ProfilePage = lazyPage(() => import("@/features/account/pages/profile-page"), "ProfilePage", [
  "account",
  "auth",
  "billing",
]);
const BlogPage = lazyPage(() => import("@/features/blog/pages/blog-page"), "BlogPage", ["blog", "articles"], STATIC);
const BlogPostPage = lazyPage(
  () => import("@/features/blog/pages/blog-post-page"),
  "BlogPostPage",
  ["blog", "articles"],
  STATIC,
);
const PortfolioPage = lazyPage(
  () => import("@/features/portfolio/pages/portfolio-page"),
  "PortfolioPage",
  ["portfolio", "case-studies"],
  STATIC,
);
const CaseStudyPage = lazyPage(
  () => import("@/features/portfolio/pages/case-study-page"),
  "CaseStudyPage",
  ["portfolio", "case-studies"],
  STATIC,
);
const AboutPage = lazyPage(() => import("@/features/about/pages/about-page"), "AboutPage", ["about"], STATIC);
const PricingPage = lazyPage(
  () => import("@/features/pricing/pages/pricing-page"),
  "PricingPage",
  ["pricing", "catalog"],
  STATIC,
);
const TestimonialsPage = lazyPage(
  () => import("@/features/testimonials/pages/testimonials-page"),
  "TestimonialsPage",
  ["testimonials", "social-proof"],
  STATIC,
);
const FaqPage = lazyPage(() => import("@/features/faq/pages/faq-page"), "FaqPage", ["faq", "payment-methods"], STATIC);
const TermsPage = lazyPage(
  () => import("@/features/legal/pages/terms-page"),
  "TermsPage",
  ["legal", "payment-methods"],
  STATIC,
);
const PrivacyPage = lazyPage(() => import("@/features/legal/pages/privacy-page"), "PrivacyPage", ["legal"], STATIC);
const RefundPage = lazyPage(() => import("@/features/legal/pages/refund-page"), "RefundPage", ["legal"], STATIC);
const CookiesPage = lazyPage(() => import("@/features/legal/pages/cookies-page"), "CookiesPage", ["legal"], STATIC);
const AdminLayout = lazyPage(() => import("@/features/admin/components/admin-layout"), "AdminLayout", ADMIN_NS);
const AdminDashboardPage = lazyPage(
  () => import("@/features/admin/pages/admin-dashboard-page"),
  "AdminDashboardPage",
  ADMIN_NS,
);
const AdminOrdersPage = lazyPage(() => import("@/features/admin/pages/admin-orders-page"), "AdminOrdersPage", ADMIN_NS);
const AdminOrderRedirect = lazyPage(
  () => import("@/features/admin/pages/admin-order-redirect"),
  "AdminOrderRedirect",
  ADMIN_NS,
);
const AdminInvoicesPage = lazyPage(
  () => import("@/features/billing-admin/pages/admin-invoices-page"),
  "AdminInvoicesPage",
  ADMIN_NS,
);
const AdminUsersPage = lazyPage(() => import("@/features/admin/pages/admin-users-page"), "AdminUsersPage", ADMIN_NS);
const AdminServicesPage = lazyPage(
  () => import("@/features/admin/pages/admin-services-page"),
  "AdminServicesPage",
  ADMIN_NS,
);
const AdminProjectsPage = lazyPage(
  () => import("@/features/admin/pages/admin-projects-page"),
  "AdminProjectsPage",
  ADMIN_NS,
);
const AdminAnalyticsPage = lazyPage(
  () => import("@/features/admin/pages/admin-analytics-page"),
  "AdminAnalyticsPage",
  ADMIN_NS,
);
const AdminPerformancePage = lazyPage(
  () => import("@/features/admin/pages/admin-performance-page"),
  "AdminPerformancePage",
  ADMIN_NS,
);
const AdminSettingsPage = lazyPage(() => import("@/features/admin/pages/admin-settings-page"), "AdminSettingsPage", [
  ...ADMIN_NS,
  "api-keys",
  "webhooks",
]);
const AdminMessagesPage = lazyPage(
  () => import("@/features/admin/pages/admin-messages-page"),
  "AdminMessagesPage",
  ADMIN_NS,
);
// The inbox inserts the chat widget's canned replies (widgets) and checks the order wizard's fields (order).
const AdminInboxPage = lazyPage(() => import("@/features/admin/pages/admin-inbox-page"), "AdminInboxPage", [
  ...ADMIN_NS,
  "widgets",
  "order",
]);
const AdminSubscribersPage = lazyPage(
  () => import("@/features/admin/pages/admin-subscribers-page"),
  "AdminSubscribersPage",
  ADMIN_NS,
);
const AdminContentPage = lazyPage(
  () => import("@/features/admin-content/pages/admin-content-page"),
  "AdminContentPage",
  ADMIN_NS,
);
const AdminContentItemPage = lazyPage(
  () => import("@/features/admin-content/pages/admin-content-item-page"),
  "AdminContentItemPage",
  ADMIN_NS,
);
const AdminMediaPage = lazyPage(
  () => import("@/features/admin-media/pages/admin-media-page"),
  "AdminMediaPage",
  ADMIN_NS,
);
const NotFoundPage = lazyPage(() => import("@/features/not-found/not-found-page"), "NotFoundPage", [], STATIC);

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: "services", element: <ServicesPage /> },
      { path: "services/:serviceId", element: <ServiceDetailPage /> },
      { path: "order/:serviceId", element: <OrderPage /> },
      { path: "contact", element: <ContactPage /> },
      { path: "login", element: <LoginPage /> },
      { path: "register", element: <RegisterPage /> },
      { path: "forgot-password", element: <ForgotPasswordPage /> },
      { path: "reset-password", element: <ResetPasswordPage /> },
      { path: "dashboard", element: <DashboardPage /> },
      { path: "dashboard/orders/:code", element: <ClientOrderPage /> },
      { path: "profile", element: <ProfilePage /> },
      { path: "shared/results", element: <SharedResultsPage /> },
      { path: "blog", element: <BlogPage /> },
      { path: "blog/:postId", element: <BlogPostPage /> },
      { path: "portfolio", element: <PortfolioPage /> },
      { path: "portfolio/:caseStudyId", element: <CaseStudyPage /> },
      { path: "about", element: <AboutPage /> },
      { path: "pricing", element: <PricingPage /> },
      { path: "testimonials", element: <TestimonialsPage /> },
      { path: "faq", element: <FaqPage /> },
      { path: "terms", element: <TermsPage /> },
      { path: "privacy", element: <PrivacyPage /> },
      { path: "refund", element: <RefundPage /> },
      { path: "cookies", element: <CookiesPage /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
  {
    path: "admin",
    element: <AdminLayout />,
    children: [
      { index: true, element: <AdminDashboardPage /> },
      { path: "orders", element: <AdminOrdersPage /> },
      { path: "orders/:code", element: <AdminOrderRedirect /> },
      { path: "invoices", element: <AdminInvoicesPage /> },
      { path: "users", element: <AdminUsersPage /> },
      { path: "services", element: <AdminServicesPage /> },
      { path: "projects", element: <AdminProjectsPage /> },
      { path: "analytics", element: <AdminAnalyticsPage /> },
      { path: "performance", element: <AdminPerformancePage /> },
      { path: "settings", element: <AdminSettingsPage /> },
      { path: "messages", element: <AdminMessagesPage /> },
      { path: "inbox", element: <AdminInboxPage /> },
      { path: "inbox/:id", element: <AdminInboxPage /> },
      { path: "subscribers", element: <AdminSubscribersPage /> },
      { path: "content", element: <AdminContentPage /> },
      { path: "content/:id", element: <AdminContentItemPage /> },
      { path: "media", element: <AdminMediaPage /> },
    ],
  },
];
