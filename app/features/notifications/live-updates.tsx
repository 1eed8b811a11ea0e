import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

/** The part of a browser WebSocket the live updates use (a stand-in in tests). */
export type LiveSocket = Pick<WebSocket, "send" | "close" | "onopen" | "onmessage" | "onclose">;

export interface LiveConnectionOptions {
  url: string;
  connect(url: string): LiveSocket;
  /** Something changed for this person: the page asks its loaders again. */
  onChange(): void;
  /** A burst of events (a conversation read, a message, a notification) is one reload. */
  debounceMs?: number;
  /** Waits before reconnecting: doubled from the first up to the longest, with some jitter. */
  retry?: { firstMs: number; longestMs: number };
  /** A tab hidden this long gives its socket up; it reconnects (and reloads) when shown again. */
  hiddenCloseMs?: number;
  random?: () => number;
}

/** Why the server ends a socket for good: nobody (or no longer anybody) is signed in. */
const FINAL = new Set(["login", "signedOut"]);

/**
 * The socket behind a signed-in page's live updates, apart from React so that it can be tested:
 * opens `/ws`, asks for the person's inbox, and calls `onChange` (debounced) on every event. When
 * the socket closes it reconnects with a growing wait, and reloads once reconnected (events may
 * have been missed), except after "log in" or "signed out". A hidden tab does not reload: it does
 * so once when shown again.
 */
export function liveConnection(options: LiveConnectionOptions) {
  const debounceMs = options.debounceMs ?? 150;
  const retry = options.retry ?? { firstMs: 1_000, longestMs: 30_000 };
  const hiddenCloseMs = options.hiddenCloseMs ?? 60_000;
  const random = options.random ?? Math.random;
  let socket: LiveSocket | null = null;
  let stopped = false;
  let hidden = false;
  let opened = 0;
  let wait = retry.firstMs;
  let debounce: ReturnType<typeof setTimeout> | undefined;
  let reconnect: ReturnType<typeof setTimeout> | undefined;
  let hiddenTimer: ReturnType<typeof setTimeout> | undefined;

  function changed() {
    if (stopped || hidden) return;
    clearTimeout(debounce);
    debounce = setTimeout(() => {
      if (!stopped && !hidden) options.onChange();
    }, debounceMs);
  }

  function scheduleReconnect() {
    if (stopped || hidden || reconnect) return;
    const delay = wait * (0.75 + random() * 0.5);
    wait = Math.min(wait * 2, retry.longestMs);
    reconnect = setTimeout(() => {
      reconnect = undefined;
      open();
    }, delay);
  }

  function open() {
    if (stopped || socket) return;
    let current: LiveSocket;
    try {
      current = options.connect(options.url);
    } catch {
      scheduleReconnect();
      return;
    }
    socket = current;
    let final = false;
    current.onopen = () => current.send(JSON.stringify({ type: "inbox" }));
    current.onmessage = (event) => {
      let message: { type?: unknown; reason?: unknown };
      try {
        message = JSON.parse(String(event.data));
      } catch {
        return;
      }
      if (message.type === "listening") {
        wait = retry.firstMs;
        // Back after a break: whatever happened meanwhile is loaded once.
        if (opened++ > 0) changed();
      } else if (message.type === "live") {
        changed();
      } else if (message.type === "refused") {
        if (typeof message.reason === "string" && FINAL.has(message.reason)) final = true;
        else if (message.reason === "rate") wait = retry.longestMs;
        // The server could not listen (its bus away for a moment): try again later.
        if (message.reason === "unavailable") current.close();
      }
    };
    current.onclose = (event) => {
      if (socket === current) socket = null;
      if (final || FINAL.has(event.reason)) {
        stopped = true;
        return;
      }
      scheduleReconnect();
    };
  }

  function stop() {
    stopped = true;
    clearTimeout(debounce);
    clearTimeout(reconnect);
    clearTimeout(hiddenTimer);
    const current = socket;
    socket = null;
    if (current) {
      current.onclose = null;
      current.close(1000, "left");
    }
  }

  /** The tab was hidden or shown again. */
  function visibility(isHidden: boolean) {
    if (stopped) return;
    if (isHidden) {
      if (hidden) return;
      hidden = true;
      clearTimeout(debounce);
      hiddenTimer = setTimeout(() => {
        clearTimeout(reconnect);
        reconnect = undefined;
        const current = socket;
        socket = null;
        if (current) {
          current.onclose = null;
          current.close(1000, "hidden");
        }
      }, hiddenCloseMs);
      return;
    }
    if (!hidden) return;
    hidden = false;
    clearTimeout(hiddenTimer);
    changed();
    if (!socket) {
      // Counts as a reconnect, but this reload already covers it.
      opened = 0;
      wait = retry.firstMs;
      open();
    }
  }

  return { start: open, stop, visibility, isStopped: () => stopped };
}

/** `/ws` of the page's own origin, as the call page opens it. */
export function socketUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws`;
}

/**
 * Keeps a signed-in person's pages current: a new message, a read receipt or a notification (on
 * any instance) reloads the page's data, so the counts in the header and an open conversation
 * follow without a reload. Draws nothing; without JavaScript the pages work as they are. No socket
 * for visitors.
 */
export function LiveUpdates({ signedIn }: { signedIn: boolean }) {
  const { revalidate } = useRevalidator();
  const latest = useRef(revalidate);
  latest.current = revalidate;

  useEffect(() => {
    if (!signedIn || typeof WebSocket === "undefined") return;
    const live = liveConnection({
      url: socketUrl(window.location),
      connect: (url) => new WebSocket(url),
      onChange: () => {
        void latest.current().catch(() => {});
      },
    });
    const onVisibility = () => live.visibility(document.visibilityState === "hidden");
    document.addEventListener("visibilitychange", onVisibility);
    live.start();
    if (document.visibilityState === "hidden") live.visibility(true);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      live.stop();
    };
  }, [signedIn]);

  return null;
}
