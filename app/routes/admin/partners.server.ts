// The back office's partner list and the form for a new partner: loader and action. The page is
// `partners.tsx`.
import { redirect } from "react-router";
import { parseSubmission } from "~/components/form/form";
import { getDb } from "~/db/client.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { authSecret } from "~/features/accounts/auth.server";
import { createPartnerSchema } from "~/features/admin/partners.schema";
import { createPartner, listPartners } from "~/features/admin/partners.server";
import { reencodeLogo } from "~/features/admin/partners-logo.server";
import { answerError, type FormAnswer, fail, valueOrFail } from "~/utils/app-error";
import type { Route } from "./+types/partners";

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const partners = await listPartners(await getDb());
  return {
    timeZone: user.timeZone,
    partners: partners.map((partner) => ({ ...partner, archivedAt: partner.archivedAt?.toISOString() ?? null })),
  };
}

/** The page has one form, the new partner's. */
export type PartnersAnswer = FormAnswer<"create">;

/** The logo is a file, not text: re-encoded to WebP, or refused with the reason's message key. */
async function logoOf(form: FormData): Promise<{ webp: Uint8Array | null; error?: string }> {
  const file = form.get("logo");
  if (typeof file !== "object" || file === null || file.size === 0) return { webp: null };
  const result = await reencodeLogo(file);
  return result.ok ? { webp: result.webp } : { webp: null, error: `partners.errors.logo-${result.error}` };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = context.get(signedInUser);
  const form = await request.formData();
  const submission = parseSubmission(form, createPartnerSchema);
  const posted = { form: "create" as const, submission };
  let slug: string;
  try {
    const logo = await logoOf(form);
    // A refused logo is shown beside the schema's messages, so everything is corrected at once.
    if (submission.status !== "success" || logo.error) fail("invalid", { fields: { logo: logo.error } });
    const { intent: _intent, ...input } = submission.value;
    const created = await createPartner({ db: await getDb(), secret: authSecret() }, actor, input, logo.webp);
    slug = valueOrFail(created).slug;
  } catch (error) {
    return answerError(error, posted);
  }
  throw redirect(`/admin/partners/${slug}?created=1`);
}
