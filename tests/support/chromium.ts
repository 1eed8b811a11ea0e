/**
 * Debian's Chromium on a closed network, as root: no sandbox, no background traffic, no
 * component updates. Playwright and the benchmark launch it the same way.
 */
export const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // Calls: a fake camera and microphone, and no permission prompt.
  "--use-fake-device-for-media-stream",
  "--use-fake-ui-for-media-stream",
  // This machine reaches only loopback; WebRTC leaves it out unless told.
  "--allow-loopback-in-peer-connection",
];
