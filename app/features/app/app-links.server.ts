import { env, siteOrigin } from "~/utils/env.server";
import { qrCode } from "./qr.server";

/**
 * What the app pages show: the store links from configuration (absent when not configured) and a
 * QR code that opens this site's app page on a phone.
 */
export function appLinks(request: Request, lng: string) {
  const config = env();
  const page = `${siteOrigin(config, request)}/${lng}/theapp`;
  return {
    page,
    qr: qrCode(page),
    appStore: config.APP_STORE_URL ?? null,
    playStore: config.PLAY_STORE_URL ?? null,
  };
}

export type AppLinks = ReturnType<typeof appLinks>;
