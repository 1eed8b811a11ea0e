import { redirect } from "react-router";
import { negotiateLanguage } from "~/utils/i18n/negotiate";
import type { Route } from "./+types/index";

export function loader({ request }: Route.LoaderArgs) {
  return redirect(`/${negotiateLanguage(request.headers)}`, { headers: { Vary: "Cookie, Accept-Language" } });
}
