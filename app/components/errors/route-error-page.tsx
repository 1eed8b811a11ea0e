import { useEffect } from "react";
import { isRouteErrorResponse, useLocation, useRouteLoaderData } from "react-router";
import { AppShell } from "~/components/shell/app-shell";
import { AreaShell, workAreaOf } from "~/components/shell/area-shell";
import { captureClientError } from "~/utils/monitoring/client";
import { lastServerErrorDigest } from "~/utils/monitoring/server-digest";
import { ApplicationError } from "./application-error";
import { StatusPage } from "./status-page";

/** In production React Router replaces every server error by this message, without a stack. */
const SANITIZED_SERVER_ERROR = "Unexpected Server Error";

/**
 * A failed data request of a client-side navigation is remembered by the browser; otherwise the
 * error came with the document, whose request id the root loader returned.
 */
function serverDigest(documentRequestId: string | undefined): string | undefined {
  return (typeof window === "undefined" ? undefined : lastServerErrorDigest()) ?? documentRequestId;
}

/**
 * What every error boundary draws. An expected outcome (401, 403, 404, …) is drawn in the shell of
 * the area it happened in, a work area's (coach, admin) or the site's: the area boundaries use it, and so does
 * the root's for a refusal of an area's middleware (React Router renders those at the root, without
 * any loader's data; the refusal carries the page's language, see `areas.server.ts`). Anything
 * unexpected is the application error page with the digest to quote, reported once from the browser
 * unless the server already reported it.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { pathname } = useLocation();
  const root = useRouteLoaderData("root") as { origin?: string; requestId?: string } | undefined;
  const expected = isRouteErrorResponse(error);
  const fromServer = error instanceof Error && error.message === SANITIZED_SERVER_ERROR;

  useEffect(() => {
    if (!expected && !fromServer) void captureClientError(error);
  }, [error, expected, fromServer]);

  if (expected) {
    const page = <StatusPage status={error.status} data={error.data} />;
    const area = workAreaOf(pathname);
    return area ? <AreaShell area={area}>{page}</AreaShell> : <AppShell>{page}</AppShell>;
  }
  const host = typeof window === "undefined" ? new URL(root?.origin ?? "http://localhost").host : window.location.host;
  return (
    <main id="main">
      <ApplicationError host={host} digest={fromServer ? serverDigest(root?.requestId) : undefined} />
    </main>
  );
}
