// The coach invitation page's loader and action; the page itself is `coach-invitation.tsx`.
import { data, redirect } from "react-router";
import { getDb } from "~/db/client.server";
import { getAuth } from "~/features/accounts/auth.server";
import { parseForm } from "~/features/accounts/forms";
import { getCurrentUser } from "~/features/accounts/session.server";
import { acceptInvitationLists, acceptInvitationSchema } from "~/features/admin/invitations.schema";
import { acceptInvitation, type InvitationState, invitationByToken } from "~/features/admin/invitations.server";
import { languageParam } from "~/features/i18n/config";
import type { Route } from "./+types/coach-invitation";

// Public, with a secret: the one-time token in the link of the invitation mail. A link that is
// missing, unknown, expired, used or withdrawn gets the same status, 410, with a page that says
// which (an unknown token says only that the link does not work).

type Gone = Exclude<InvitationState, "valid">;

const gone = (state: Gone) =>
  data({ state, token: "", invitation: null, signedIn: null, errors: {}, formError: null }, { status: 410 });

/** What was typed, to fill the form in again after a refusal (without script the page reloads); never the password. */
function typed(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, 2000) : "";
  };
  const list = (name: string) => form.getAll(name).filter((value): value is string => typeof value === "string");
  return {
    name: text("name"),
    headlineNl: text("headlineNl"),
    headlineEn: text("headlineEn"),
    bioNl: text("bioNl"),
    bioEn: text("bioEn"),
    city: text("city"),
    specialties: list("specialties"),
    languages: list("languages"),
    modes: list("modes"),
  };
}

async function lookUp(token: string) {
  return invitationByToken(await getDb(), token, new Date());
}

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const found = await lookUp(token);
  if (found.state !== "valid" || !found.invitation) return gone(found.state === "valid" ? "unknown" : found.state);
  const user = await getCurrentUser(request);
  const { name, email, inviter } = found.invitation;
  return data({
    state: "valid" as const,
    token,
    invitation: { name, email, inviter },
    signedIn: user ? { email: user.email } : null,
    errors: {} as Record<string, string>,
    formError: null as string | null,
  });
}

export async function action({ request, params }: Route.ActionArgs) {
  const lng = languageParam(params.lng);
  const form = await request.formData();
  // The link first: a dead one is answered the same whatever the fields say.
  const posted = form.get("token");
  const found = await lookUp(typeof posted === "string" ? posted : "");
  if (found.state !== "valid") return gone(found.state);
  const parsed = parseForm(acceptInvitationSchema, form, { lists: acceptInvitationLists });
  if (!parsed.ok) {
    return data(
      { errors: parsed.errors as Record<string, string>, formError: null as string | null, values: typed(form) },
      { status: 400 },
    );
  }
  const user = await getCurrentUser(request);
  const outcome = await acceptInvitation(await getDb(), await getAuth(), parsed.data, {
    lng,
    sessionUserId: user?.id ?? null,
    now: new Date(),
  });
  if (!outcome.ok) {
    if (outcome.reason === "gone") return gone("unknown");
    return data(
      { errors: {} as Record<string, string>, formError: outcome.reason as string | null, values: typed(form) },
      { status: 409 },
    );
  }
  throw redirect("/coach/profile", { headers: { "Set-Cookie": outcome.cookie } });
}
