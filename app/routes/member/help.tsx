import type { ReactNode } from "react";
import { buttonStyles } from "~/components/ui/button-styles";
import { Card } from "~/components/ui/card";
import { textLink } from "~/components/ui/link";
import { languageParam } from "~/utils/i18n/config";
import { getI18n } from "~/utils/i18n/instance";
import { pageMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import type { Route } from "./+types/help";

// Where to get help now: 113, 112, the GP and the out-of-hours GP service, in plain words. Public
// and without a loader, so it works without an account, and when the rest of the site does not.
// The member area, the vitascan results and every call link here.

export const meta: Route.MetaFunction = ({ params, matches }) => {
  const lng = languageParam(params.lng);
  const { t } = getI18n(lng);
  return pageMeta({
    title: t("sessions:help.metaTitle"),
    description: t("sessions:help.metaDescription"),
    lng,
    path: "/help",
    origin: matches[0]?.loaderData?.origin ?? "",
  });
};

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Card>
        <h2 id={id} className="text-xl font-semibold text-ink">
          {title}
        </h2>
        {children}
      </Card>
    </section>
  );
}

export default function Help() {
  const { t } = useTranslation("sessions");
  const call = `${buttonStyles.primary} w-full justify-center sm:w-auto`;
  const callAlso = `${buttonStyles.secondary} w-full justify-center sm:w-auto`;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t("help.title")}</h1>
      <p className="mt-3 max-w-prose text-lg text-ink">{t("help.intro")}</p>
      <p className="mt-3 max-w-prose text-ink-muted">{t("help.notEmergency")}</p>
      <div className="mt-8 flex flex-col gap-6">
        <Block id="help-113" title={t("help.suicide.title")}>
          <p className="mt-2 max-w-prose text-ink">{t("help.suicide.text")}</p>
          <p className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <a href="tel:113" className={call}>
              {t("help.suicide.call113")}
            </a>
            <a href="tel:08000113" className={callAlso}>
              {t("help.suicide.callFree")}
            </a>
          </p>
          <p className="mt-4">
            <a href="https://www.113.nl" className={textLink}>
              {t("help.suicide.chat")}
              <span className="sr-only"> {t("help.suicide.opensElsewhere")}</span>
            </a>
          </p>
        </Block>
        <Block id="help-112" title={t("help.emergency.title")}>
          <p className="mt-2 max-w-prose text-ink">{t("help.emergency.text")}</p>
          <p className="mt-4">
            <a href="tel:112" className={call}>
              {t("help.emergency.call")}
            </a>
          </p>
        </Block>
        <Block id="help-gp" title={t("help.gp.title")}>
          <p className="mt-2 max-w-prose text-ink">{t("help.gp.text")}</p>
        </Block>
        <Block id="help-out-of-hours" title={t("help.outOfHours.title")}>
          <p className="mt-2 max-w-prose text-ink">{t("help.outOfHours.text")}</p>
        </Block>
      </div>
      <p className="mt-8 max-w-prose text-ink-muted">{t("help.coach")}</p>
    </div>
  );
}
