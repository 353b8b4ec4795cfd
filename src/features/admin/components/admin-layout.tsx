import { Suspense } from "react";
import { Outlet } from "react-router";
import { PageFallback } from "@/components/layout/page-fallback";
import { AdminGuard } from "@/features/auth/components/admin-guard";

/** The admin area's frame; the sidebar and the admin guard arrive with the Accounts and Admin issues. */
export function AdminLayout() {
  return (
    <div className="min-h-screen">
      <main id="main">
        <AdminGuard>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </AdminGuard>
      </main>
    </div>
  );
}
