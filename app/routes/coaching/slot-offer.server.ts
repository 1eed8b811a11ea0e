// One freed time offered to the member (`/:lng/coaching/offers/:id`): its loader and action. The
// page is `slot-offer.tsx`.
import { data, redirect } from "react-router";
import { parseSubmission } from "~/components/form/form";
import { dbOf } from "~/db/context.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { confirmOffer, offerPage } from "~/features/coaching/slot-offers.server";
import { offerPageSchema } from "~/features/coaching/slot-waits";
import { answerError, type FormAnswer, fail } from "~/utils/app-error";
import { languageParam } from "~/utils/i18n/config";
import { isUuid } from "~/utils/ids";
import type { Route } from "./+types/slot-offer";

export async function loader({ params, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  // Anything but a UUID names no offer, and another member's is as good as absent.
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  const offer = await offerPage(dbOf(context), params.id, user.id, new Date());
  if (!offer) throw data(null, { status: 404 });
  return {
    timeZone: user.timeZone,
    offer: {
      id: offer.id,
      startsAt: offer.startsAt.toISOString(),
      kind: offer.kind,
      state: offer.state,
      appointmentId: offer.appointmentId,
      coach: { name: offer.coach.name, slug: offer.coach.slug },
      others: offer.others.map((slot) => slot.start.toISOString()),
    },
  };
}

export type OfferAnswer = FormAnswer<"confirm">;

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = context.get(signedInUser);
  const submission = parseSubmission(await request.formData(), offerPageSchema);
  try {
    if (!isUuid(params.id)) fail("notFound");
    if (submission.status !== "success") fail("invalid");
    const { appointmentId } = await confirmOffer(dbOf(context), {
      offerId: params.id,
      memberId: user.id,
      now: new Date(),
    });
    // Booked: the appointment's own page, as after any booking.
    return redirect(`/${languageParam(params.lng)}/coaching/${appointmentId}?booked=1`);
  } catch (error) {
    return answerError(error, { form: "confirm" as const, submission });
  }
}
