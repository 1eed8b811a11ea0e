import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser as ChromiumBrowser, chromium } from "@playwright/test";
import { type Browser as FirefoxBrowser, launch } from "puppeteer-core";
import { chromiumArgs, chromiumPath } from "../support/chromium";

export const firefoxPath = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

/**
 * Preferences of the Firefox profile: a fake camera and microphone without a permission prompt,
 * WebRTC over loopback with plain host addresses (the machine may reach nothing else), and no
 * background traffic (updates, telemetry, safe browsing, captive-portal and connectivity checks).
 */
export const firefoxPrefs: Record<string, unknown> = {
  "media.navigator.streams.fake": true,
  "media.navigator.permission.disabled": true,
  "media.peerconnection.ice.loopback": true,
  "media.peerconnection.ice.obfuscate_host_addresses": false,
  "app.update.enabled": false,
  "app.update.auto": false,
  "browser.safebrowsing.malware.enabled": false,
  "browser.safebrowsing.phishing.enabled": false,
  "browser.safebrowsing.downloads.enabled": false,
  "browser.safebrowsing.provider.mozilla.updateURL": "",
  "browser.region.network.url": "",
  "browser.region.update.enabled": false,
  "browser.search.update": false,
  "captivedetect.canonicalURL": "",
  "network.captive-portal-service.enabled": false,
  "network.connectivity-service.enabled": false,
  "network.dns.disablePrefetch": true,
  "network.prefetch-next": false,
  "datareporting.healthreport.uploadEnabled": false,
  "datareporting.policy.dataSubmissionEnabled": false,
  "toolkit.telemetry.enabled": false,
  "extensions.update.enabled": false,
  "extensions.getAddons.cache.enabled": false,
  "services.settings.server": "",
};

export interface Firefox {
  browser: FirefoxBrowser;
  close(): Promise<void>;
}

/** Debian's Firefox ESR, headless, driven over WebDriver BiDi, on a fresh profile in the temp folder. */
export async function launchFirefox(): Promise<Firefox> {
  const profile = mkdtempSync(join(tmpdir(), "vitaal-firefox-"));
  const browser = await launch({
    browser: "firefox",
    protocol: "webDriverBiDi",
    executablePath: firefoxPath,
    headless: true,
    userDataDir: profile,
    extraPrefsFirefox: firefoxPrefs,
  });
  return {
    browser,
    close: async () => {
      await browser.close().catch(() => undefined);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Debian's Chromium the way the Playwright suite launches it (fake camera and microphone). */
export function launchChromium(): Promise<ChromiumBrowser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}
