import { useLocation } from "react-router";
import { Link } from "~/components/ui/link";
import { isFormRefusal } from "~/utils/form-body";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import { safeReturnTo } from "~/utils/return-to";

type Kind = "notFound" | "forbidden" | "unauthorized" | "gone" | "badRequest" | "unreadableForm" | "generic";

export function kindOfStatus(status: number): Kind {
  if (status === 404) return "notFound";
  if (status === 403) return "forbidden";
  if (status === 401) return "unauthorized";
  if (status === 410) return "gone";
  if (status === 400) return "badRequest";
  return "generic";
}

/** The kind of an error response: a form body refused before its action (400 or 415) says so. */
export function kindOfResponse(status: number, data?: unknown): Kind {
  if (status === 415 || (status === 400 && isFormRefusal(data))) return "unreadableForm";
  return kindOfStatus(status);
}

/** Whether a path belongs to the coach area (no language segment, its own shell and login). */
export function inCoachArea(pathname: string): boolean {
  return pathname === "/coach" || pathname.startsWith("/coach/");
}

/** Coaches log in at their own door. */
function loginPath(pathname: string, lng: string): string {
  return inCoachArea(pathname) ? "/coach/login" : `/${lng}/login`;
}

/** The localised page for an expected HTTP outcome: 404, 403, 401 or another client error. */
export function StatusPage({ status, data }: { status: number; data?: unknown }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { pathname, search } = useLocation();
  const kind = kindOfResponse(status, data);
  const returnTo = safeReturnTo(`${pathname}${search}`, `/${lng}`);
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6 sm:py-24" aria-labelledby="status-title">
      <p className="font-semibold text-accent-700">{t("errors.status", { status })}</p>
      <h1 id="status-title" className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {t(`errors.${kind}.title`)}
      </h1>
      <p className="mt-4 text-lg text-ink-muted">{t(`errors.${kind}.text`)}</p>
      <div className="mt-8">
        {kind === "unauthorized" ? (
          <Link variant="primary" to={`${loginPath(pathname, lng)}?returnTo=${encodeURIComponent(returnTo)}`}>
            {t("errors.unauthorized.login")}
          </Link>
        ) : (
          <Link variant="primary" to={`/${lng}`}>
            {t(`errors.${kind}.home`)}
          </Link>
        )}
      </div>
    </section>
  );
}
