import { Outlet } from "react-router";
import { RouteErrorPage } from "~/components/errors/route-error-page";
import { AreaShell } from "~/components/shell/area-shell";

/** The coach area: denser, desktop-first, in the account's language (chosen by the root loader). */
export default function CoachLayout() {
  return (
    <AreaShell area="coach">
      <Outlet />
    </AreaShell>
  );
}

/** A 401, 403 or 404 in the coach area is drawn in the coach area's shell. */
export function ErrorBoundary({ error }: { error: unknown }) {
  return <RouteErrorPage error={error} />;
}
