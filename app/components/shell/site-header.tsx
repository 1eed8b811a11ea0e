import { useEffect, useId, useState } from "react";
import { Form, Link, NavLink, useLocation, useRouteLoaderData } from "react-router";
import { LinkList } from "~/components/ui/link-list";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import { HelpNowLink } from "./help-now-link";
import { Logo } from "./logo";

/** "Need help now?" in the header: always in view, calm but set apart from the menu (a warm pill). */
const helpStyle =
  "inline-flex min-h-11 items-center rounded-full border border-accent-200 bg-accent-50 px-4 font-semibold text-accent-700 hover:bg-accent-100";

const linkStyle = (isActive: boolean) =>
  `block rounded-lg px-3 py-2 font-medium hover:bg-brand-50 ${isActive ? "text-brand-800 underline decoration-2 underline-offset-8" : "text-ink"}`;

/** Whether a menu link is the page shown or (unless `end`) one of its sub-pages, as NavLink says. */
function isCurrent(pathname: string, to: string, end = false): boolean {
  const path = pathname.toLowerCase();
  const target = to.toLowerCase();
  return path === target || (!end && path.startsWith(`${target}/`));
}

/** A menu link: a plain anchor in a LinkList, marked as the current page where it is. */
function MenuLink({ to, end, pathname, label }: { to: string; end?: boolean; pathname: string; label: string }) {
  const current = isCurrent(pathname, to, end);
  return (
    <a href={to} aria-current={current ? "page" : undefined} className={linkStyle(current)}>
      {label}
    </a>
  );
}

/** The header's unread counts from the root loader (absent: none shown). */
interface Unread {
  messages: number;
  notifications: number;
  coachNotifications: number;
}

const icons = {
  messages: "M4 5h16v11H8l-4 4V5z",
  notifications: "M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6zM10 19a2 2 0 0 0 4 0",
} as const;

/**
 * "Messages" and "Notifications" with their unread counts: an icon and the count you see, the
 * whole sentence ("Messages, 2 unread") for a screen reader. The counts follow the root loader,
 * so they change whenever the page's loaders run again (after an action, on a live event).
 */
export function AttentionLinks({
  messagesTo,
  notificationsTo,
  messages,
  notifications,
  pathname,
  as: Item = "li",
}: {
  messagesTo: string;
  notificationsTo: string;
  messages: number;
  notifications: number;
  pathname: string;
  as?: "li" | "div";
}) {
  const { t } = useTranslation("common");
  const links = [
    { key: "messages" as const, to: messagesTo, count: messages },
    { key: "notifications" as const, to: notificationsTo, count: notifications },
  ];
  return (
    <>
      {links.map((link) => {
        const current = isCurrent(pathname, link.to);
        return (
          <Item key={link.key}>
            <Link
              to={link.to}
              aria-current={current ? "page" : undefined}
              data-unread={link.count}
              className={`relative inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-2 text-ink hover:bg-brand-50 ${current ? "bg-brand-50 text-brand-800" : ""}`}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none">
                <path
                  d={icons[link.key]}
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              {link.count > 0 ? (
                <span
                  aria-hidden="true"
                  className="min-w-6 rounded-full bg-accent-700 px-1.5 text-center text-sm font-semibold leading-6 text-white"
                >
                  {link.count > 99 ? "99+" : link.count}
                </span>
              ) : null}
              <span className="sr-only">
                {link.count > 0 ? t(`nav.${link.key}Unread`, { count: link.count }) : t(`nav.${link.key}`)}
              </span>
            </Link>
          </Item>
        );
      })}
    </>
  );
}

export function SiteHeader() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();
  const root = useRouteLoaderData("root") as
    | { user?: { name: string; roles?: string[]; areas?: string[]; unread?: Unread | null } | null }
    | undefined;
  const user = root?.user ?? null;
  // Members have messages and notifications of their own (the coach area shows a coach's).
  const attention = user?.roles?.includes("member")
    ? {
        messagesTo: `/${lng}/messages`,
        notificationsTo: `/${lng}/notifications`,
        messages: user.unread?.messages ?? 0,
        notifications: user.unread?.notifications ?? 0,
        pathname,
      }
    : null;
  // The work areas an account may enter besides the member pages (no language segment: they speak
  // the account's language).
  const workAreas = [
    { area: "coach", to: "/coach", label: t("nav.coach") },
    { area: "partner", to: "/partner", label: t("nav.partner") },
    { area: "admin", to: "/admin", label: t("nav.admin") },
  ].filter((item) => user?.areas?.includes(item.area));

  // A followed link closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setOpen(false), [pathname]);

  const items = [
    { to: `/${lng}`, label: t("nav.home"), end: true },
    { to: `/${lng}/coaches`, label: t("nav.coaches") },
    { to: `/${lng}/events`, label: t("nav.events") },
    { to: `/${lng}/media`, label: t("nav.media") },
    // A visitor takes the scan without an account; a member does their own.
    { to: user ? `/${lng}/vitascan` : `/${lng}/vitascan/try`, label: t("nav.vitascan") },
  ];

  // The same links in the wide bar and the mobile menu; what follows them differs.
  const links = (
    <>
      {items.map((item) => (
        <li key={item.to}>
          <MenuLink to={item.to} end={item.end} pathname={pathname} label={item.label} />
        </li>
      ))}
      {user ? (
        <li>
          <MenuLink to={`/${lng}/dashboard`} pathname={pathname} label={t("nav.dashboard")} />
        </li>
      ) : null}
      {workAreas.map((item) => (
        <li key={item.area}>
          <MenuLink to={item.to} pathname={pathname} label={item.label} />
        </li>
      ))}
    </>
  );

  return (
    <header className="border-b border-line bg-surface/95">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <NavLink to={`/${lng}`} className="flex items-center gap-2 rounded-lg text-xl font-bold text-ink">
          <Logo />
          <span>{t("brand")}</span>
        </NavLink>
        <nav aria-label={t("nav.label")} className="hidden md:block">
          <LinkList className="flex items-center gap-1">
            {links}
            {attention ? <AttentionLinks {...attention} /> : null}
            {user ? (
              <li className="ml-2">
                <LogoutButton lng={lng} label={t("nav.logout")} />
              </li>
            ) : (
              <>
                <li className="ml-2">
                  <MenuLink to={`/${lng}/login`} pathname={pathname} label={t("nav.login")} />
                </li>
                <li>
                  <a
                    href={`/${lng}/signup`}
                    aria-current={isCurrent(pathname, `/${lng}/signup`) ? "page" : undefined}
                    className="inline-flex min-h-11 items-center rounded-[var(--radius-control)] bg-brand-700 px-5 font-semibold whitespace-nowrap text-white hover:bg-brand-800"
                  >
                    {t("nav.signup")}
                  </a>
                </li>
              </>
            )}
          </LinkList>
        </nav>
        <div className="flex items-center gap-1 md:hidden">
          {attention ? <AttentionLinks {...attention} as="div" /> : null}
          <MenuButton open={open} menuId={menuId} onToggle={() => setOpen((value) => !value)} />
        </div>
      </div>
      {attention ? (
        // A line of its own, on a phone and on a wide screen alike: the menu above is full already,
        // and the way to help must never be pushed out of view.
        <div className="border-t border-line">
          <div className="mx-auto flex max-w-6xl justify-end px-4 py-1 sm:px-6">
            <HelpNowLink place="header" className={helpStyle} />
          </div>
        </div>
      ) : null}
      <nav id={menuId} aria-label={t("nav.label")} hidden={!open} className="border-t border-line px-4 pb-4 md:hidden">
        <LinkList className="flex flex-col gap-1 pt-2">
          {links}
          {user ? (
            <li className="px-3 pt-2">
              <LogoutButton lng={lng} label={t("nav.logout")} />
            </li>
          ) : (
            <>
              <li>
                <MenuLink to={`/${lng}/login`} pathname={pathname} label={t("nav.login")} />
              </li>
              <li>
                <MenuLink to={`/${lng}/signup`} pathname={pathname} label={t("nav.signup")} />
              </li>
            </>
          )}
        </LinkList>
      </nav>
    </header>
  );
}

/** Logging out changes state, so it is a POST (a link could be triggered by another site). */
function LogoutButton({ lng, label }: { lng: string; label: string }) {
  return (
    <Form method="post" action={`/${lng}/post-logout`}>
      <button
        type="submit"
        className="inline-flex min-h-11 cursor-pointer items-center rounded-[var(--radius-control)] border border-brand-700 px-5 font-semibold text-brand-800 hover:bg-brand-50"
      >
        {label}
      </button>
    </Form>
  );
}

/** Opens and closes the menu on a phone. */
export function MenuButton({ open, menuId, onToggle }: { open: boolean; menuId: string; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-ink hover:bg-brand-50"
      aria-expanded={open}
      aria-controls={menuId}
      onClick={onToggle}
    >
      <span className="sr-only">{open ? t("nav.closeMenu") : t("nav.openMenu")}</span>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6">
        {open ? (
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        ) : (
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        )}
      </svg>
    </button>
  );
}
