// The back office's partner list and the form for a new partner: loader and action. The page is
// `partners.tsx`.
import { redirect } from "react-router";
import { parseSubmission } from "~/components/form/form";
import { dbOf } from "~/db/context.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { authSecret } from "~/features/accounts/auth.server";
import { createPartnerSchema } from "~/features/admin/partners.schema";
import { createPartner, listPartners } from "~/features/admin/partners.server";
import { postedLogo } from "~/features/admin/partners-logo.server";
import { answerError, type FormAnswer, fail } from "~/utils/app-error";
import type { Route } from "./+types/partners";

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const partners = await listPartners(dbOf(context));
  return {
    timeZone: user.timeZone,
    partners: partners.map((partner) => ({ ...partner, archivedAt: partner.archivedAt?.toISOString() ?? null })),
  };
}

/** The page has one form, the new partner's. */
export type PartnersAnswer = FormAnswer<"create">;

export async function action({ request, context }: Route.ActionArgs) {
  const actor = context.get(signedInUser);
  const form = await request.formData();
  const submission = parseSubmission(form, createPartnerSchema);
  const posted = { form: "create" as const, submission };
  let slug: string;
  try {
    const logo = await postedLogo(form);
    // A refused logo is shown beside the schema's messages, so everything is corrected at once.
    if (submission.status !== "success" || logo.error) fail("invalid", { fields: { logo: logo.error } });
    const { intent: _intent, ...input } = submission.value;
    ({ slug } = await createPartner({ db: dbOf(context), secret: authSecret() }, actor, input, logo.webp));
  } catch (error) {
    return answerError(error, posted);
  }
  throw redirect(`/admin/partners/${slug}?created=1`);
}
