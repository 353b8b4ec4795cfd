import type { RouteObject } from "react-router";
import { SiteLayout } from "@/components/layout/site-layout";
import { lazyPage } from "./lazy-page";

const HomePage = lazyPage(() => import("@/features/home/pages/home-page"), "HomePage");
const ServicesPage = lazyPage(() => import("@/features/services/pages/services-page"), "ServicesPage");
const ServiceDetailPage = lazyPage(() => import("@/features/services/pages/service-detail-page"), "ServiceDetailPage");
const OrderPage = lazyPage(() => import("@/features/order/pages/order-page"), "OrderPage");
const ContactPage = lazyPage(() => import("@/features/contact/pages/contact-page"), "ContactPage");
const LoginPage = lazyPage(() => import("@/features/auth/pages/login-page"), "LoginPage");
const RegisterPage = lazyPage(() => import("@/features/auth/pages/register-page"), "RegisterPage");
const ForgotPasswordPage = lazyPage(() => import("@/features/auth/pages/forgot-password-page"), "ForgotPasswordPage");
const ResetPasswordPage = lazyPage(() => import("@/features/auth/pages/reset-password-page"), "ResetPasswordPage");
const DashboardPage = lazyPage(() => import("@/features/account/pages/dashboard-page"), "DashboardPage");
const ProfilePage = lazyPage(() => import("@/features/account/pages/profile-page"), "ProfilePage");
const BlogPage = lazyPage(() => import("@/features/blog/pages/blog-page"), "BlogPage");
const BlogPostPage = lazyPage(() => import("@/features/blog/pages/blog-post-page"), "BlogPostPage");
const PortfolioPage = lazyPage(() => import("@/features/portfolio/pages/portfolio-page"), "PortfolioPage");
const CaseStudyPage = lazyPage(() => import("@/features/portfolio/pages/case-study-page"), "CaseStudyPage");
const AboutPage = lazyPage(() => import("@/features/about/pages/about-page"), "AboutPage");
const PricingPage = lazyPage(() => import("@/features/pricing/pages/pricing-page"), "PricingPage");
const TestimonialsPage = lazyPage(() => import("@/features/testimonials/pages/testimonials-page"), "TestimonialsPage");
const FaqPage = lazyPage(() => import("@/features/faq/pages/faq-page"), "FaqPage");
const TermsPage = lazyPage(() => import("@/features/legal/pages/terms-page"), "TermsPage");
const PrivacyPage = lazyPage(() => import("@/features/legal/pages/privacy-page"), "PrivacyPage");
const RefundPage = lazyPage(() => import("@/features/legal/pages/refund-page"), "RefundPage");
const CookiesPage = lazyPage(() => import("@/features/legal/pages/cookies-page"), "CookiesPage");
const AdminLayout = lazyPage(() => import("@/features/admin/components/admin-layout"), "AdminLayout");
const AdminDashboardPage = lazyPage(() => import("@/features/admin/pages/admin-dashboard-page"), "AdminDashboardPage");
const AdminOrdersPage = lazyPage(() => import("@/features/admin/pages/admin-orders-page"), "AdminOrdersPage");
const AdminUsersPage = lazyPage(() => import("@/features/admin/pages/admin-users-page"), "AdminUsersPage");
const AdminServicesPage = lazyPage(() => import("@/features/admin/pages/admin-services-page"), "AdminServicesPage");
const AdminProjectsPage = lazyPage(() => import("@/features/admin/pages/admin-projects-page"), "AdminProjectsPage");
const AdminAnalyticsPage = lazyPage(() => import("@/features/admin/pages/admin-analytics-page"), "AdminAnalyticsPage");
const AdminPerformancePage = lazyPage(
  () => import("@/features/admin/pages/admin-performance-page"),
  "AdminPerformancePage",
);
const AdminSettingsPage = lazyPage(() => import("@/features/admin/pages/admin-settings-page"), "AdminSettingsPage");
const AdminMessagesPage = lazyPage(() => import("@/features/admin/pages/admin-messages-page"), "AdminMessagesPage");
const AdminSubscribersPage = lazyPage(
  () => import("@/features/admin/pages/admin-subscribers-page"),
  "AdminSubscribersPage",
);
const NotFoundPage = lazyPage(() => import("@/features/not-found/not-found-page"), "NotFoundPage");

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
      { path: "profile", element: <ProfilePage /> },
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
      { path: "users", element: <AdminUsersPage /> },
      { path: "services", element: <AdminServicesPage /> },
      { path: "projects", element: <AdminProjectsPage /> },
      { path: "analytics", element: <AdminAnalyticsPage /> },
      { path: "performance", element: <AdminPerformancePage /> },
      { path: "settings", element: <AdminSettingsPage /> },
      { path: "messages", element: <AdminMessagesPage /> },
      { path: "subscribers", element: <AdminSubscribersPage /> },
    ],
  },
];
