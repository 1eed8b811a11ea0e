import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import type { Language } from "~/utils/i18n/config";
import { useTranslation } from "~/utils/i18n/react";

/**
 * An invitation link that no longer works (unknown, expired, accepted or withdrawn): which, and
 * the way on (the coaches' login for an accepted one, else the home page).
 */
export function InvitationGone({ reason, lng }: { reason: string; lng: Language }) {
  const { t } = useTranslation("auth");
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <Card>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {t(`coachInvitation.gone.${reason}.title`)}
        </h1>
        <p className="mt-2 text-ink-muted">{t(`coachInvitation.gone.${reason}.body`)}</p>
        <p className="mt-6">
          {reason === "accepted" ? (
            <Link variant="primary" to="/coach/login">
              {t("coachInvitation.gone.login")}
            </Link>
          ) : (
            <Link to={`/${lng}`}>{t("coachInvitation.gone.home")}</Link>
          )}
        </p>
      </Card>
    </div>
  );
}
