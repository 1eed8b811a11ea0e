import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { defaultLanguage, isLanguage } from "~/utils/i18n/config";
import { getI18n } from "~/utils/i18n/instance";
import { pageMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ params, matches }) => {
  const lng = isLanguage(params.lng) ? params.lng : defaultLanguage;
  const { t } = getI18n(lng);
  return pageMeta({
    title: t("home.metaTitle"),
    description: t("home.metaDescription"),
    lng,
    path: "",
    origin: matches[0]?.loaderData?.origin ?? "",
  });
};

const features = [
  { key: "scan", icon: "M4 14h4l2-6 4 12 2-6h4" },
  { key: "coaches", icon: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0" },
  { key: "calls", icon: "M3 7h12v10H3zM15 10l6-3v10l-6-3" },
  { key: "events", icon: "M4 6h16v14H4zM4 10h16M9 3v4M15 3v4" },
  { key: "webinars", icon: "M4 5h16v11H4zM9 20h6M12 16v4M10 8.5v4l3.5-2z" },
  { key: "media", icon: "M5 4h10l4 4v12H5zM9 12h6M9 16h6" },
] as const;

const steps = ["one", "two", "three"] as const;
const partnerPoints = ["login", "pages", "privacy"] as const;

function HeroIllustration() {
  return (
    <svg aria-hidden="true" viewBox="0 0 360 300" className="h-auto w-full max-w-md">
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#d3eee9" />
          <stop offset="1" stopColor="#ffe6d5" />
        </linearGradient>
        <linearGradient id="hero-hill" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1f8a7d" />
          <stop offset="1" stopColor="#0f5a52" />
        </linearGradient>
      </defs>
      <rect x="10" y="10" width="340" height="280" rx="32" fill="url(#hero-sky)" />
      <circle cx="262" cy="92" r="38" fill="#f6a06a" opacity="0.9" />
      <path
        d="M10 220c60-50 110-60 170-30s110 20 170-20v90a32 32 0 0 1-32 32H42a32 32 0 0 1-32-32z"
        fill="url(#hero-hill)"
      />
      <path
        d="M10 250c70-30 130-30 190-6s100 12 150-10v24a32 32 0 0 1-32 32H42a32 32 0 0 1-32-32z"
        fill="#0c4740"
        opacity="0.6"
      />
      <g fill="none" stroke="#0c4740" strokeWidth="4" strokeLinecap="round">
        <path d="M70 150c20-22 50-22 70 0" />
        <path d="M92 120a14 14 0 1 0 0.1 0" />
      </g>
      <g fill="#fff" opacity="0.85">
        <rect x="150" y="120" width="110" height="58" rx="14" />
      </g>
      <path
        d="M164 150h18l8-14 12 26 8-12h32"
        fill="none"
        stroke="#146f65"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function FeatureIcon({ path }: { path: string }) {
  return (
    <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6">
        <path
          d={path}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}

export default function Home() {
  const { t } = useTranslation();
  const lng = useLanguage();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-canvas">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 md:py-20">
          <div>
            <p className="font-semibold text-accent-700">{t("home.eyebrow")}</p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-ink sm:text-5xl">{t("home.title")}</h1>
            <p className="mt-5 max-w-xl text-lg text-ink-muted">{t("home.intro")}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link variant="primary" to={`/${lng}/vitascan/try`}>
                {t("home.ctaScan")}
              </Link>
              <Link variant="secondary" to={`/${lng}/coaches`}>
                {t("home.ctaCoaches")}
              </Link>
            </div>
          </div>
          <div className="flex justify-center md:justify-end">
            <HeroIllustration />
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-14 sm:px-6" aria-labelledby="offer-title">
        <h2 id="offer-title" className="text-3xl font-bold tracking-tight text-ink">
          {t("home.offerTitle")}
        </h2>
        <p className="mt-3 text-lg text-ink-muted">{t("home.offerIntro")}</p>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature) => (
            <li key={feature.key}>
              <Card className="h-full">
                <FeatureIcon path={feature.icon} />
                <h3 className="mt-4 text-xl font-semibold text-ink">{t(`home.features.${feature.key}.title`)}</h3>
                <p className="mt-2 text-ink-muted">{t(`home.features.${feature.key}.text`)}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-surface" aria-labelledby="steps-title">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
          <h2 id="steps-title" className="text-3xl font-bold tracking-tight text-ink">
            {t("home.stepsTitle")}
          </h2>
          <ol className="mt-8 grid gap-6 md:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-100 font-bold text-accent-700"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="text-xl font-semibold text-ink">{t(`home.steps.${step}.title`)}</h3>
                  <p className="mt-2 text-ink-muted">{t(`home.steps.${step}.text`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="mx-auto grid max-w-6xl gap-6 px-4 py-14 sm:px-6 md:grid-cols-2">
        <Card aria-labelledby="partners-title">
          <h2 id="partners-title" className="text-2xl font-bold text-ink">
            {t("home.partnersTitle")}
          </h2>
          <p className="mt-3 text-ink-muted">{t("home.partnersText")}</p>
          <ul className="mt-4 space-y-2">
            {partnerPoints.map((point) => (
              <li key={point} className="flex gap-2 text-ink">
                <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-1 size-5 shrink-0 text-brand-700">
                  <path d="M5 10.5 8.5 14 15 6.5" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
                {t(`home.partnersPoints.${point}`)}
              </li>
            ))}
          </ul>
        </Card>
        <Card aria-labelledby="privacy-title" className="bg-brand-50">
          <h2 id="privacy-title" className="text-2xl font-bold text-ink">
            {t("home.privacyTitle")}
          </h2>
          <p className="mt-3 text-ink-muted">{t("home.privacyText")}</p>
        </Card>
      </section>

      <section className="mx-auto max-w-6xl px-4 sm:px-6" aria-labelledby="closing-title">
        <div className="rounded-[var(--radius-card)] bg-brand-800 px-6 py-10 text-white sm:px-10">
          <h2 id="closing-title" className="text-3xl font-bold tracking-tight">
            {t("home.closingTitle")}
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-brand-50">{t("home.closingText")}</p>
          <div className="mt-6">
            <Link
              to={`/${lng}/vitascan/try`}
              className="!bg-accent-200 !text-ink hover:!bg-accent-100"
              variant="primary"
            >
              {t("home.ctaScan")}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
