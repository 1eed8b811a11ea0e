import { Form, useAppForm } from "~/components/form/form";
import { FormMessages } from "~/components/form/messages";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { offerPageSchema } from "~/features/coaching/slot-waits";
import { formatDateTime } from "~/utils/i18n/format";
import { privateMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/slot-offer";
import type { OfferAnswer } from "./slot-offer.server";

// One freed time offered to the member (`/:lng/coaching/offers/:id`): the time and "Confirm this
// time" while it can be had; once it cannot (someone else confirmed first, its time has passed,
// the wait was withdrawn or ended), a plain statement of why, the coach's nearest other free times
// and the coach's page. Loader and action are in `slot-offer.server.ts`.

export { action, loader } from "./slot-offer.server";

export const meta: Route.MetaFunction = ({ params }) => privateMeta(params.lng, "waitlist:offer.metaTitle");

export default function SlotOffer({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("waitlist");
  const lng = useLanguage();
  const { offer, timeZone } = loaderData;
  const answer = actionData as OfferAnswer | undefined;
  const [confirm] = useAppForm({ id: "confirm", schema: offerPageSchema, answer });
  const when = formatDateTime(new Date(offer.startsAt), lng, timeZone);
  const kind = t(`coaching:kind.${offer.kind}Short`);
  const coachPage = `/${lng}/coaches/${offer.coach.slug}`;
  // The action's refusal, unless the page already says the same from what it read.
  const problem = answer?.problem && answer.problem.key !== `offer.${offer.state}` ? answer.problem : null;
  return (
    <FormMessages namespace="waitlist">
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
        <p>
          <Link to={`/${lng}/coaching/wait/${offer.coach.slug}`}>{t("offer.back")}</Link>
        </p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink">{t("offer.title")}</h1>
        <p className="mt-2 text-ink-muted">{t("offer.intro", { name: offer.coach.name })}</p>
        {problem ? (
          <div className="mt-4">
            <Alert tone="warning" role="alert">
              {t(problem.key)}
            </Alert>
          </div>
        ) : null}
        <Card className="mt-6">
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold text-ink">{t("offer.when")}</dt>
            <dd className="text-ink">{when}</dd>
            <dt className="font-semibold text-ink">{t("offer.kind")}</dt>
            <dd className="text-ink">{kind}</dd>
            <dt className="font-semibold text-ink">{t("offer.coach")}</dt>
            <dd className="text-ink">{offer.coach.name}</dd>
          </dl>
          <p className="mt-3 text-sm text-ink-muted">{t("offer.zone", { zone: timeZone })}</p>
          {offer.state === "open" ? (
            <Form form={confirm} className="mt-4">
              <input type="hidden" name="intent" value="confirm" />
              <p className="text-ink">{t("offer.firstWins")}</p>
              <div className="mt-3">
                <Button type="submit">{t("offer.confirm")}</Button>
              </div>
            </Form>
          ) : offer.state === "confirmed" && offer.appointmentId ? (
            <div className="mt-4">
              <Alert tone="success" title={t("offer.state.confirmed")}>
                <Link to={`/${lng}/coaching/${offer.appointmentId}`}>{t("offer.toAppointment")}</Link>
              </Alert>
            </div>
          ) : (
            <div className="mt-4">
              <Alert tone="warning" role="alert" title={t(`offer.state.${offer.state}`)}>
                {t(`offer.stateText.${offer.state}`, { name: offer.coach.name })}
              </Alert>
            </div>
          )}
        </Card>
        {offer.state !== "open" && offer.state !== "confirmed" ? (
          <section aria-labelledby="others-title" className="mt-8">
            <h2 id="others-title" className="text-xl font-semibold text-ink">
              {t("offer.othersTitle")}
            </h2>
            {offer.others.length === 0 ? (
              <p className="mt-2 text-ink-muted">{t("offer.noOthers")}</p>
            ) : (
              <ul className="mt-3 flex flex-col gap-2">
                {offer.others.map((start) => (
                  <li key={start}>
                    <Link to={`${coachPage}?type=${offer.kind}&slot=${encodeURIComponent(start)}`}>
                      {formatDateTime(new Date(start), lng, timeZone)}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            <p className="mt-4">
              <Link variant="secondary" to={coachPage}>
                {t("offer.toCoach", { name: offer.coach.name })}
              </Link>
            </p>
          </section>
        ) : null}
      </div>
    </FormMessages>
  );
}
