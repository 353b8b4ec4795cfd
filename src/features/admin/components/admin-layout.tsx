import { Suspense } from "react";
import { Outlet } from "react-router";
import { PageFallback } from "@/components/layout/page-fallback";

/** The admin area's frame; the sidebar and the admin guard arrive with the Accounts and Admin issues. */
export function AdminLayout() {
  return (
    <div className="min-h-screen">
      <main id="main">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
