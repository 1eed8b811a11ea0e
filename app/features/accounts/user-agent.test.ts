import { describe, expect, it } from "vitest";
import { deviceName } from "./user-agent";

const agents = {
  chromeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  edgeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86",
  safariIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  chromeIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1",
  safariIpad:
    "Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1",
  safariMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
  firefoxLinux: "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
  firefoxMac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0",
  chromeAndroid:
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  samsungAndroid:
    "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36",
  operaWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0",
  chromeOs:
    "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  headlessLinux:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
};

describe("deviceName", () => {
  it.each([
    ["chromeWindows", "Chrome", "Windows"],
    ["edgeWindows", "Edge", "Windows"],
    ["safariIphone", "Safari", "iPhone"],
    ["chromeIphone", "Chrome", "iPhone"],
    ["safariIpad", "Safari", "iPad"],
    ["safariMac", "Safari", "macOS"],
    ["firefoxLinux", "Firefox", "Linux"],
    ["firefoxMac", "Firefox", "macOS"],
    ["chromeAndroid", "Chrome", "Android"],
    ["samsungAndroid", "Samsung Internet", "Android"],
    ["operaWindows", "Opera", "Windows"],
    ["chromeOs", "Chrome", "ChromeOS"],
  ] as const)("names %s as %s on %s", (key, browser, system) => {
    expect(deviceName(agents[key])).toEqual({ browser, system });
  });

  it("names a headless Chrome as Chrome", () => {
    expect(deviceName(agents.headlessLinux)).toEqual({ browser: "Chrome", system: "Linux" });
  });

  it("keeps the half it knows", () => {
    expect(deviceName("curl/8.5.0")).toEqual({ browser: null, system: null });
    expect(deviceName("SomeBrowser/1.0 (Windows NT 10.0)")).toEqual({ browser: null, system: "Windows" });
  });

  it("knows nothing of an empty or missing string", () => {
    expect(deviceName(null)).toEqual({ browser: null, system: null });
    expect(deviceName(undefined)).toEqual({ browser: null, system: null });
    expect(deviceName("   ")).toEqual({ browser: null, system: null });
  });
});
