import { Outlet } from "react-router";
import { RouteErrorPage } from "~/components/errors/route-error-page";
import { CoachShell } from "~/components/shell/coach-shell";

/** The coach area: denser, desktop-first, in the account's language (chosen by the root loader). */
export default function CoachLayout() {
  return (
    <CoachShell>
      <Outlet />
    </CoachShell>
  );
}

/** A 401, 403 or 404 in the coach area is drawn in the coach area's shell. */
export function ErrorBoundary({ error }: { error: unknown }) {
  return <RouteErrorPage error={error} />;
}
