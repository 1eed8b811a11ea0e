import { type ReactNode, useEffect, useId, useState } from "react";
import { Form, Link, NavLink, useLocation, useRouteLoaderData } from "react-router";
import { Logo } from "~/components/shell/logo";
import { AttentionLinks, MenuButton } from "~/components/shell/site-header";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";

/** The work areas without a language segment: they speak the account's language. */
export type WorkArea = "coach" | "partner" | "admin";

// Each area's home, name and navigation; the nav shows only to an account that may enter the area
// (`enterableAreas` in the root loader's data), so an error page for anyone else has none.
// `namespace` is the catalog of the nav's texts: asked for by name, so that it is recorded while the
// server renders and loaded before hydration even on a page that renders its own texts from another.
type NavItem = readonly [string, string];
const areas: Record<
  WorkArea,
  {
    home: string;
    label: string;
    namespace: string;
    nav: readonly NavItem[];
    sections?: readonly [string, readonly NavItem[]][];
  }
> = {
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
    nav: [],
    // A sidebar in sections: the back office has too many pages for one line.
    sections: [
      ["admin:nav.sections.today", [["/admin", "admin:nav.overview"]]],
      [
        "admin:nav.sections.care",
        [
          ["/admin/safety", "admin:nav.safety"],
          ["/admin/message-reports", "admin:nav.messageReports"],
        ],
      ],
      [
        "admin:nav.sections.people",
        [
          ["/admin/users", "admin:nav.people"],
          ["/admin/coaches", "admin:nav.coaches"],
          ["/admin/partners", "admin:nav.partners"],
        ],
      ],
      [
        "admin:nav.sections.content",
        [
          ["/admin/events", "admin:nav.events"],
          ["/admin/webinars", "admin:nav.webinars"],
          ["/admin/media", "admin:nav.media"],
          ["/admin/pages", "admin:nav.pages"],
        ],
      ],
      [
        "admin:nav.sections.system",
        [
          ["/admin/jobs", "admin:nav.jobs"],
          ["/admin/audit", "admin:nav.audit"],
        ],
      ],
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
  const [open, setOpen] = useState(false);
  const menuId = useId();
  // A followed link closes the menu on a small screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setOpen(false), [pathname]);
  const link = ([to, key]: NavItem) => (
    <NavLink
      key={to}
      to={to}
      end={to === config.home}
      className="block rounded-lg px-3 py-2 font-medium text-ink hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
    >
      {t(key)}
    </NavLink>
  );
  const logout = (
    <Form method="post" action={`/${lng}/post-logout`}>
      <button
        type="submit"
        className="inline-flex min-h-11 cursor-pointer items-center rounded-[var(--radius-control)] border border-brand-700 px-4 font-semibold whitespace-nowrap text-brand-800 hover:bg-brand-50"
      >
        {t("logout.button")}
      </button>
    </Form>
  );
  const attention =
    area === "coach" ? (
      // A coach's conversations and notifications, with their unread counts.
      <AttentionLinks
        as="div"
        messagesTo="/coach/messages"
        notificationsTo="/coach/notifications"
        messages={unread?.messages ?? 0}
        notifications={unread?.coachNotifications ?? 0}
        pathname={pathname}
      />
    ) : null;
  const sections = config.sections;
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-brand-800 px-4 py-2 font-semibold text-white focus:not-sr-only focus:absolute focus:top-3 focus:left-3"
      >
        {t("common:skipLink")}
      </a>
      <header className="border-b border-line bg-surface">
        <div
          className={`mx-auto flex items-center justify-between gap-4 px-4 py-3 sm:px-6 ${sections ? "" : "max-w-7xl"}`}
        >
          <Link to={config.home} className="flex items-center gap-2 rounded-lg font-bold text-ink">
            <Logo />
            <span>
              Vitaal <span className="font-medium text-ink-muted">· {t(config.label)}</span>
            </span>
          </Link>
          {allowed ? (
            <div className="flex items-center gap-1">
              {sections ? null : (
                <nav aria-label={t(config.label)} className="hidden items-center gap-1 lg:flex">
                  {config.nav.map(link)}
                </nav>
              )}
              {attention}
              <div className="hidden lg:block">{logout}</div>
              <div className="lg:hidden">
                <MenuButton open={open} menuId={menuId} onToggle={() => setOpen((value) => !value)} />
              </div>
            </div>
          ) : null}
        </div>
        {allowed ? (
          // The navigation on a small screen: behind the menu button, one link under another.
          <nav
            id={menuId}
            aria-label={t(config.label)}
            hidden={!open}
            className="border-t border-line px-4 pb-4 lg:hidden"
          >
            {sections ? (
              sections.map(([title, items]) => (
                <div key={title} className="pt-3">
                  <p className="px-3 text-xs font-semibold tracking-wide text-ink-muted uppercase">{t(title)}</p>
                  <ul className="mt-1">
                    {items.map((item) => (
                      <li key={item[0]}>{link(item)}</li>
                    ))}
                  </ul>
                </div>
              ))
            ) : (
              <ul className="pt-2">
                {config.nav.map((item) => (
                  <li key={item[0]}>{link(item)}</li>
                ))}
              </ul>
            )}
            <div className="px-3 pt-3">{logout}</div>
          </nav>
        ) : null}
      </header>
      {allowed && sections ? (
        <div className="flex flex-1">
          <nav
            aria-label={t(config.label)}
            className="hidden w-60 shrink-0 border-r border-line bg-surface px-3 py-6 lg:block"
          >
            {sections.map(([title, items]) => (
              <div key={title} className="mb-5">
                <p className="px-3 text-xs font-semibold tracking-wide text-ink-muted uppercase">{t(title)}</p>
                <ul className="mt-1">
                  {items.map((item) => (
                    <li key={item[0]}>{link(item)}</li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
          <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
            {children}
          </main>
        </div>
      ) : (
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
      )}
    </div>
  );
}
