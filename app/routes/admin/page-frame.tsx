import { Outlet, useRouteError } from "react-router";
import { AdminErrorPage } from "../../staff/shell/admin-error.tsx";

/** Holds the staff pages so a refusal or failure shows inside the staff header and menu. */
export default function PageFrame() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <AdminErrorPage error={useRouteError()} />;
}
