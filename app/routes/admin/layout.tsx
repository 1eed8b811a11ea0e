import { Outlet } from "react-router";
import { RouteErrorPage } from "~/components/errors/route-error-page";
import { AreaShell } from "~/components/shell/area-shell";

/** The administrators' back office, in the account's language (chosen by the root loader). */
export default function AdminLayout() {
  return (
    <AreaShell area="admin">
      <Outlet />
    </AreaShell>
  );
}

/** A 401, 403 or 404 in the back office is drawn in its own shell. */
export function ErrorBoundary({ error }: { error: unknown }) {
  return <RouteErrorPage error={error} />;
}
