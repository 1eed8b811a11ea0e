import type { ReactNode } from "react";
import { Form, Link, NavLink, useLocation, useRouteLoaderData } from "react-router";
import { Logo } from "~/components/shell/logo";
import { AttentionLinks } from "~/components/shell/site-header";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";

/** The work areas without a language segment: they speak the account's language. */
export type WorkArea = "coach" | "partner" | "admin";

// Each area's home, name and navigation; the nav shows only to an account that may enter the area
// (`enterableAreas` in the root loader's data), so an error page for anyone else has none.
// `namespace` is the catalog of the nav's texts: asked for by name, so that it is recorded while the
// server renders and loaded before hydration even on a page that renders its own texts from another.
const areas: Record<WorkArea, { home: string; label: string; namespace: string; nav: readonly [string, string][] }> = {
  coach: {
    home: "/coach",
    namespace: "coach",
    label: "auth:coachArea.label",
    nav: [
      ["/coach", "coach:nav.agenda"],
      ["/coach/appointments", "coach:nav.appointments"],
      ["/coach/availability", "coach:nav.availability"],
      ["/coach/profile", "coach:nav.profile"],
    ],
  },
  partner: {
    home: "/partner",
    namespace: "partner",
    label: "partner:area.label",
    nav: [
      ["/partner", "partner:nav.overview"],
      ["/partner/report", "partner:nav.report"],
      ["/partner/links", "partner:nav.links"],
    ],
  },
  admin: {
    home: "/admin",
    namespace: "admin",
    label: "admin:area.label",
    nav: [
      ["/admin", "admin:nav.overview"],
      ["/admin/partners", "admin:nav.partners"],
      ["/admin/coaches", "admin:nav.coaches"],
      ["/admin/events", "admin:nav.events"],
      ["/admin/webinars", "admin:nav.webinars"],
      ["/admin/media", "admin:nav.media"],
      ["/admin/pages", "admin:nav.pages"],
      ["/admin/users", "admin:nav.people"],
      ["/admin/message-reports", "admin:nav.messageReports"],
      ["/admin/safety", "admin:nav.safety"],
      ["/admin/jobs", "admin:nav.jobs"],
      ["/admin/audit", "admin:nav.audit"],
    ],
  },
};

/** Which work area a path belongs to, if any. */
export function workAreaOf(pathname: string): WorkArea | null {
  for (const area of Object.keys(areas) as WorkArea[]) {
    const { home } = areas[area];
    if (pathname === home || pathname.startsWith(`${home}/`)) return area;
  }
  return null;
}

/** The frame of a work area (coach, admin): denser, desktop-first, in the account's language. */
export function AreaShell({ area, children }: { area: WorkArea; children: ReactNode }) {
  const { t } = useTranslation("auth");
  const lng = useLanguage();
  const config = areas[area];
  useTranslation(config.namespace);
  const { pathname } = useLocation();
  const root = useRouteLoaderData("root") as
    | {
        user?: {
          areas: string[];
          unread?: { messages: number; notifications: number; coachNotifications: number } | null;
        } | null;
      }
    | undefined;
  const allowed = root?.user?.areas.includes(area);
  const unread = root?.user?.unread;
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-brand-800 px-4 py-2 font-semibold text-white focus:not-sr-only focus:absolute focus:top-3 focus:left-3"
      >
        {t("common:skipLink")}
      </a>
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <Link to={config.home} className="flex items-center gap-2 rounded-lg font-bold text-ink">
            <Logo />
            <span>
              Vitaal <span className="font-medium text-ink-muted">· {t(config.label)}</span>
            </span>
          </Link>
          {allowed ? (
            <nav aria-label={t(config.label)} className="flex flex-wrap items-center gap-1">
              {config.nav.map(([to, key]) => (
                <NavLink
                  key={to}
                  to={to}
                  end={to === config.home}
                  className="rounded-lg px-3 py-2 font-medium text-ink hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
                >
                  {t(key)}
                </NavLink>
              ))}
              {area === "coach" ? (
                // A coach's conversations and notifications, with their unread counts.
                <AttentionLinks
                  as="div"
                  messagesTo="/coach/messages"
                  notificationsTo="/coach/notifications"
                  messages={unread?.messages ?? 0}
                  notifications={unread?.coachNotifications ?? 0}
                  pathname={pathname}
                />
              ) : null}
              <Form method="post" action={`/${lng}/post-logout`}>
                <button
                  type="submit"
                  className="inline-flex min-h-11 cursor-pointer items-center rounded-[var(--radius-control)] border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50"
                >
                  {t("logout.button")}
                </button>
              </Form>
            </nav>
          ) : null}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
    </div>
  );
}
