import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type LiveSocket, LiveUpdates, liveConnection, socketUrl } from "./live-updates";

/** A socket the test drives: what the page sent, and the server's side of it. */
// What the handlers see as `this` (they never look).
const anySocket = {} as WebSocket;
class FakeSocket implements LiveSocket {
  sent: string[] = [];
  closedWith: { code?: number; reason?: string } | null = null;
  onopen: LiveSocket["onopen"] = null;
  onmessage: LiveSocket["onmessage"] = null;
  onclose: LiveSocket["onclose"] = null;
  send(text: string | ArrayBufferLike | Blob | ArrayBufferView) {
    this.sent.push(String(text));
  }
  close(code?: number, reason?: string) {
    this.closedWith = { code, reason };
  }
  /** The server side. */
  opens() {
    this.onopen?.call(anySocket, new Event("open"));
  }
  receives(data: string) {
    this.onmessage?.call(anySocket, { data } as MessageEvent);
  }
  says(message: Record<string, unknown>) {
    this.receives(JSON.stringify(message));
  }
  ends(code: number, reason = "") {
    this.onclose?.call(anySocket, { code, reason } as CloseEvent);
  }
}

function connection(options: { hiddenCloseMs?: number } = {}) {
  const sockets: FakeSocket[] = [];
  const onChange = vi.fn();
  const live = liveConnection({
    url: "ws://example.test/ws",
    connect: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    onChange,
    random: () => 0.5,
    ...options,
  });
  live.start();
  const listening = () => {
    const socket = sockets.at(-1) as FakeSocket;
    socket.opens();
    socket.says({ type: "listening" });
    return socket;
  };
  return { live, sockets, onChange, listening };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("live updates", () => {
  it("asks for the person's inbox once the socket opens", () => {
    const { sockets } = connection();
    expect(sockets).toHaveLength(1);
    sockets[0]?.opens();
    expect(sockets[0]?.sent).toEqual([JSON.stringify({ type: "inbox" })]);
  });

  it("reloads once for a burst of events", () => {
    const { onChange, listening } = connection();
    const socket = listening();
    expect(onChange).not.toHaveBeenCalled();
    socket.says({ type: "live", event: { type: "message", conversationId: "c" } });
    socket.says({ type: "live", event: { type: "notification" } });
    vi.advanceTimersByTime(100);
    socket.says({ type: "live", event: { type: "read", conversationId: "c" } });
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(150);
    expect(onChange).toHaveBeenCalledTimes(1);
    socket.says({ type: "live", event: { type: "notification" } });
    vi.advanceTimersByTime(150);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it("ignores what it does not know", () => {
    const { onChange, listening } = connection();
    const socket = listening();
    socket.receives("pong");
    socket.says({ type: "peer", event: "joined" });
    vi.advanceTimersByTime(1_000);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("reconnects with a growing wait, and reloads once back", () => {
    const { sockets, onChange, listening } = connection();
    listening().ends(1006);
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    // The instance is away: the next tries wait longer.
    sockets[1]?.ends(1006);
    vi.advanceTimersByTime(1_999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    listening();
    vi.advanceTimersByTime(150);
    expect(onChange).toHaveBeenCalledTimes(1);
    // Listening again starts the waits afresh.
    sockets[2]?.ends(1001, "server shutting down");
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(4);
  });

  it("never reconnects once signed out or refused for want of a login", () => {
    for (const end of [
      (socket: FakeSocket) => {
        socket.says({ type: "refused", reason: "signedOut" });
        socket.ends(1008, "signedOut");
      },
      (socket: FakeSocket) => socket.ends(1008, "login"),
      (socket: FakeSocket) => {
        socket.says({ type: "refused", reason: "login" });
        socket.ends(1006);
      },
    ]) {
      const { live, sockets, listening } = connection();
      end(listening());
      vi.advanceTimersByTime(120_000);
      expect(sockets).toHaveLength(1);
      expect(live.isStopped()).toBe(true);
    }
  });

  it("waits longest after being told it sent too much", () => {
    const { sockets, listening } = connection();
    const socket = listening();
    socket.says({ type: "refused", reason: "rate" });
    socket.ends(1008, "rate");
    vi.advanceTimersByTime(29_999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
  });

  it("reloads when the tab is shown again, not while hidden, and gives a long-hidden socket up", () => {
    const { live, sockets, onChange, listening } = connection({ hiddenCloseMs: 60_000 });
    const socket = listening();
    live.visibility(true);
    socket.says({ type: "live", event: { type: "notification" } });
    vi.advanceTimersByTime(1_000);
    expect(onChange).not.toHaveBeenCalled();
    live.visibility(false);
    vi.advanceTimersByTime(150);
    expect(onChange).toHaveBeenCalledTimes(1);
    // Hidden for longer: the socket is closed on purpose and not reopened until shown.
    live.visibility(true);
    vi.advanceTimersByTime(60_000);
    expect(socket.closedWith).toEqual({ code: 1000, reason: "hidden" });
    vi.advanceTimersByTime(600_000);
    expect(sockets).toHaveLength(1);
    live.visibility(false);
    expect(sockets).toHaveLength(2);
    listening();
    vi.advanceTimersByTime(150);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it("closes its socket when the page goes", () => {
    const { live, sockets, listening } = connection();
    listening();
    live.stop();
    expect(sockets[0]?.closedWith).toEqual({ code: 1000, reason: "left" });
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(1);
  });

  it("opens the socket of the page's own origin", () => {
    expect(socketUrl({ protocol: "https:", host: "vitaal.example" })).toBe("wss://vitaal.example/ws");
    expect(socketUrl({ protocol: "http:", host: "127.0.0.1:3000" })).toBe("ws://127.0.0.1:3000/ws");
  });

  it("draws nothing, and opens nothing on the server", () => {
    const connect = vi.spyOn(globalThis, "WebSocket");
    for (const signedIn of [true, false]) {
      const router = createMemoryRouter([{ path: "/", element: <LiveUpdates signedIn={signedIn} /> }]);
      expect(renderToString(<RouterProvider router={router} />)).toBe("");
    }
    expect(connect).not.toHaveBeenCalled();
  });
});
