import { data } from "react-router";
import { Link } from "~/components/ui/link";
import type { Database } from "~/db/connection.server";
import { dbOf } from "~/db/context.server";
import { viewerOf } from "~/features/events/access.server";
import { SessionPanel } from "~/features/events/components/session-panel";
import { sessionAction } from "~/features/events/session-action.server";
import { sessionPanel } from "~/features/events/session-page.server";
import { languageParam } from "~/utils/i18n/config";
import { pageMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import { isSlug } from "~/utils/ids";
import type { Route } from "./+types/session";

async function load(db: Database, request: Request, slug: string, lng: ReturnType<typeof languageParam>) {
  if (!isSlug(slug)) throw data(null, { status: 404 });
  const panel = await sessionPanel(db, { slug }, await viewerOf(request), lng, new Date());
  if (!panel) throw data(null, { status: 404 });
  return panel;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return { panel: await load(dbOf(context), request, params.slug, languageParam(params.lng)) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const db = dbOf(context);
  const panel = await load(db, request, params.slug, languageParam(params.lng));
  // The page is public; registering and cancelling are for members (sessionAction's guard).
  return sessionAction(request, db, panel.session.id);
}

export const meta: Route.MetaFunction = ({ params, matches, loaderData }) => {
  if (!loaderData) return [{ title: "Vitaal" }];
  const { panel } = loaderData;
  return pageMeta({
    title: `${panel.session.title} · ${panel.event.title}`,
    description: panel.event.summary,
    lng: languageParam(params.lng),
    path: `/events/session/${panel.session.slug}`,
    origin: matches[0]?.loaderData?.origin ?? "",
  });
};

export default function EventSession({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("events");
  const lng = useLanguage();
  const { panel } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <p>
        <Link to={`/${lng}/events/${panel.event.slug}`}>← {panel.event.title}</Link>
      </p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{panel.session.title}</h1>
      <p className="mt-2 text-lg text-ink-muted">
        {t(`kind.${panel.event.kind}`)} · {panel.event.summary}
      </p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_24rem]">
        <div>
          <img src={panel.event.image} alt="" className="aspect-video w-full rounded-2xl bg-canvas object-cover" />
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised Markdown (renderMarkdown) */}
          <div className="prose-vitaal mt-6" dangerouslySetInnerHTML={{ __html: panel.event.bodyHtml }} />
        </div>
        <div>
          <SessionPanel panel={panel} actionData={actionData} lng={lng} />
        </div>
      </div>
    </div>
  );
}
