import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/utils/i18n/react";
import type { AppLinks as Links } from "../app-links.server";

interface InstallPrompt extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

/** The browser's offer to install the site as an app, when it makes one. */
function useInstallPrompt() {
  const [prompt, setPrompt] = useState<InstallPrompt | null>(null);
  const [installed, setInstalled] = useState(false);
  useEffect(() => {
    const offer = (event: Event) => {
      event.preventDefault();
      setPrompt(event as InstallPrompt);
    };
    const done = () => setInstalled(true);
    window.addEventListener("beforeinstallprompt", offer);
    window.addEventListener("appinstalled", done);
    setInstalled(window.matchMedia("(display-mode: standalone)").matches);
    return () => {
      window.removeEventListener("beforeinstallprompt", offer);
      window.removeEventListener("appinstalled", done);
    };
  }, []);
  return { prompt, installed, clear: () => setPrompt(null) };
}

/**
 * Store links, the QR code to open the app page on a phone, and installing the web app. The QR code
 * is for wide screens only: a phone cannot scan its own screen, so there the store buttons and the
 * install step stand alone.
 */
export function AppLinks({ links }: { links: Links }) {
  const { t } = useTranslation("common");
  const install = useInstallPrompt();
  const stores = (
    [
      ["appStore", links.appStore],
      ["playStore", links.playStore],
    ] as const
  ).filter((store): store is readonly ["appStore" | "playStore", string] => store[1] !== null);
  return (
    <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
      <figure className="hidden shrink-0 flex-col items-center gap-2 sm:flex">
        <svg
          viewBox={`0 0 ${links.qr.size} ${links.qr.size}`}
          role="img"
          aria-label={t("app.qrLabel", { url: links.page })}
          className="size-40 rounded-xl bg-white"
          shapeRendering="crispEdges"
        >
          <path d={links.qr.path} fill="#1c2624" />
        </svg>
        <figcaption className="max-w-40 text-center text-sm text-ink-muted">{t("app.qrCaption")}</figcaption>
      </figure>
      <div className="flex flex-col gap-3">
        {stores.length > 0 ? (
          <ul className="flex flex-wrap gap-3">
            {stores.map(([key, href]) => (
              <li key={key}>
                <a
                  href={href}
                  rel="noopener"
                  className="inline-flex min-h-11 items-center rounded-[var(--radius-control)] bg-ink px-4 font-semibold text-white"
                >
                  {t(`app.${key}`)}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <div>
          <p className="font-semibold text-ink">{t(stores.length > 0 ? "app.installTitle" : "app.installTitleOnly")}</p>
          {install.installed ? (
            <p className="text-ink-muted">{t("app.installed")}</p>
          ) : install.prompt ? (
            <Button
              variant="secondary"
              className="mt-2"
              onPress={async () => {
                await install.prompt?.prompt();
                install.clear();
              }}
            >
              {t("app.install")}
            </Button>
          ) : (
            <>
              <p className="text-ink-muted sm:hidden">{t("app.installHowToPhone")}</p>
              <p className="hidden text-ink-muted sm:block">{t("app.installHowTo")}</p>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
