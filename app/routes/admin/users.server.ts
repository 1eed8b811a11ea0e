// The people list's loader; the page itself is `users.tsx`.
import { dbOf } from "~/db/context.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { pageParam, searchParam } from "~/features/admin/people.schema";
import { searchPeople } from "~/features/admin/people.server";
import type { Route } from "./+types/users";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = context.get(signedInUser);
  const url = new URL(request.url);
  const { q, error } = searchParam(url.searchParams.get("q"));
  const page = pageParam(url.searchParams.get("page"));
  const result = error ? { people: [], hasMore: false, found: null } : await searchPeople(dbOf(context), q, page);
  return {
    q,
    error,
    deleted: url.searchParams.get("deleted") === "1",
    page,
    hasMore: result.hasMore,
    found: result.found,
    zone: admin.timeZone,
    people: result.people.map((person) => ({
      ...person,
      createdAt: person.createdAt.toISOString(),
      deactivated: person.deactivatedAt !== null,
    })),
  };
}
