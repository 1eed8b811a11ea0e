import { Outlet } from "react-router";
import { RouteErrorPage } from "~/components/errors/route-error-page";
import { AreaShell } from "~/components/shell/area-shell";

/** The partner portal, in the account's language (chosen by the root loader). */
export default function PartnerLayout() {
  return (
    <AreaShell area="partner">
      <Outlet />
    </AreaShell>
  );
}

/** A 401, 403 or 404 in the partner portal is drawn in its own shell. */
export function ErrorBoundary({ error }: { error: unknown }) {
  return <RouteErrorPage error={error} />;
}
