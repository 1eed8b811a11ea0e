import { data } from "react-router";
import { dbOf } from "~/db/context.server";
import { requireSignedIn } from "~/features/accounts/areas.server";
import { authSecret } from "~/features/accounts/auth.server";
import { fileFor } from "~/features/messages/conversations.server";
import { contentTypeOf } from "~/features/messages/files.server";
import { isUuid } from "~/utils/ids";
import type { Route } from "./+types/message-file";

// A file a coach attached to a message (`:id` is the message's id), for the conversation's member
// and coach alone: a visitor 401, anyone else 404 (as if there were no such file). PDFs are always
// downloads; images are shown inline in their own type. Nothing here may be sniffed, framed,
// scripted or kept by a cache: the server sends `X-Content-Type-Options: nosniff` with every
// response (server/security-headers.ts), and this policy is enforced beside the site's own.

/** `filename*` (RFC 6266/5987) with a plain ASCII fallback for old clients. */
function disposition(kind: "attachment" | "inline", name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireSignedIn(request);
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  const file = await fileFor(dbOf(context), params.id, user.id, authSecret());
  if (!file) throw data(null, { status: 404 });
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": contentTypeOf[file.kind],
      "Content-Length": String(file.bytes.byteLength),
      "Content-Disposition": disposition(file.kind === "pdf" ? "attachment" : "inline", file.name),
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cross-Origin-Resource-Policy": "same-origin",
    },
  });
}
