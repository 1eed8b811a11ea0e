/**
 * A device's name from its browser's user-agent string, for the list of sessions on the account page:
 * "Chrome on Windows" reads better than the string itself. Only the common browsers and systems are
 * named; anything else falls back to whichever half is known, or to null (the page says "unknown").
 */

export interface DeviceName {
  browser: string | null;
  system: string | null;
}

/** Order matters: Edge, Opera and Samsung Internet also say "Chrome", and Chrome also says "Safari". */
const browsers: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\bCriOS\/|\bChrome\/|\bHeadlessChrome\/|\bChromium\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\/|\bAppleWebKit\/.*\bMobile\/\w+$/, "Safari"],
];

/** iPad and iPhone before "Mac OS X" (they say "like Mac OS X"), Android before Linux. */
const systems: [RegExp, string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMacintosh\b|\bMac OS X\b/, "macOS"],
  [/\bLinux\b|\bX11\b/, "Linux"],
];

function first(list: [RegExp, string][], text: string): string | null {
  return list.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

export function deviceName(userAgent: string | null | undefined): DeviceName {
  const text = (userAgent ?? "").trim();
  if (!text) return { browser: null, system: null };
  return { browser: first(browsers, text), system: first(systems, text) };
}
