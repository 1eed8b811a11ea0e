import "~/utils/zod-config.client";
import { type ReactNode, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import { RouteErrorPage } from "~/components/errors/route-error-page";
import { kindOfResponse } from "~/components/errors/status-page";
import { dbOf } from "~/db/context.server";
import { enterableAreas } from "~/features/accounts/onboarding";
import { type CurrentUser, getCurrentUser } from "~/features/accounts/session.server";
import { unreadConversationCount } from "~/features/messages/unread.server";
import { LiveUpdates } from "~/features/notifications/live-updates";
import { unreadNotificationCounts } from "~/features/notifications/notifications.server";
import { getPublicEnv } from "~/utils/env.server";
import { defaultLanguage, isLanguage } from "~/utils/i18n/config";
import { getI18n } from "~/utils/i18n/instance";
import { negotiateLanguage } from "~/utils/i18n/negotiate";
import { I18nProvider, UsedNamespaces } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import { logger } from "~/utils/logger.server";
import { useNonce } from "~/utils/nonce";
import { requestContext } from "~/utils/request-context.server";
import { refuseControlCharacters, refuseUnreadableForms } from "~/utils/request-guard.server";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";

// Before every loader and action of every page: nothing with control characters in its address,
// and no action without a form to read.
export const middleware: Route.MiddlewareFunction[] = [refuseControlCharacters, refuseUnreadableForms];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await getCurrentUser(request);
  // Pages without a language segment (the coach area) speak the account's language.
  const lng = isLanguage(params.lng) ? params.lng : (user?.locale ?? negotiateLanguage(request.headers));
  return {
    requestId: context.get(requestContext).requestId,
    origin: new URL(request.url).origin,
    publicEnv: getPublicEnv(),
    lng,
    user: user
      ? {
          name: user.name,
          roles: user.roles,
          areas: enterableAreas(user),
          emailVerified: user.emailVerified,
          unread: await unreadCounts(context, user),
        }
      : null,
  };
}

/**
 * The header's counts for a logged-in account: conversations with an unread message, and unread
 * notifications per area. Two indexed queries, asked again whenever the loaders revalidate (after
 * every action, and when a live event arrives). A failure leaves the header without counts rather
 * than failing the page (error pages render through this loader too).
 */
async function unreadCounts(context: Route.LoaderArgs["context"], user: CurrentUser) {
  try {
    const db = dbOf(context);
    const [messages, notifications] = await Promise.all([
      unreadConversationCount(db, user.id),
      unreadNotificationCounts(db, user.id),
    ]);
    return { messages, notifications: notifications.member, coachNotifications: notifications.coach };
  } catch (error) {
    logger.warn({ err: error }, "unread counts unavailable");
    return null;
  }
}

/** The header's unread counts, as the root loader gives them (null: unknown). */
export interface UnreadCounts {
  messages: number;
  notifications: number;
  coachNotifications: number;
}

// The request id doubles as the error digest of a failed document request.

/** Titles for the error pages; a page that renders normally sets its own. */
export const meta: Route.MetaFunction = ({ error, params }) => {
  if (!error) return [];
  const { t } = getI18n(isLanguage(params.lng) ? params.lng : defaultLanguage);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const kind = kindOfResponse(status, isRouteErrorResponse(error) ? error.data : undefined);
  const key = kind === "generic" ? "application" : kind;
  return [{ title: `${t(`errors.${key}.metaTitle`)} · Vitaal` }, { name: "robots", content: "noindex" }];
};

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/icon-192.png" },
];

/** JSON inside a script element: "<" is escaped so the data can never close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const lng = useLanguage();
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang={lng}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f5a52" />
        {/* React Aria adds a small <style> for touch handling and reads the nonce from here. */}
        <meta property="csp-nonce" content={nonce} />
        {/* A stylesheet with a precedence is placed by React before the hoisted module preloads of
            <Scripts />: the first paint waits for it, never for the scripts. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" nonce={nonce} />
        <Meta />
        <Links nonce={nonce} />
        {data ? (
          <script
            nonce={nonce}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON of the public configuration
            dangerouslySetInnerHTML={{ __html: `window.__ENV=${scriptJson(data.publicEnv)}` }}
          />
        ) : null}
      </head>
      <body>
        <I18nProvider i18n={getI18n(lng)} used={typeof document === "undefined" ? new Set() : undefined}>
          {children}
          <UsedNamespaces nonce={nonce} />
        </I18nProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // Marks the moment React owns the page; end-to-end tests wait for it where timing matters.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      <Outlet />
      {/* A signed-in page reloads its data when a message, a read receipt or a notification arrives. */}
      <LiveUpdates signedIn={Boolean(loaderData.user)} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
