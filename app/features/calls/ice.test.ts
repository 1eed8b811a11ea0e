import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { iceConfig, iceServers, turnCheckConfig } from "./ice.server";

const now = new Date("2026-12-01T09:00:00Z");

describe("ICE servers for a call", () => {
  it("are none on a local network without configuration", () => {
    expect(iceServers("mila", now, 3600, {})).toEqual([]);
  });

  it("give STUN as configured and TURN with credentials that expire", () => {
    const servers = iceServers("mila", now, 600, {
      STUN_URLS: "stun:stun.example.org:3478, stun:stun2.example.org:3478",
      TURN_URLS: "turn:turn.example.org:3478?transport=udp",
      TURN_SECRET: "a-shared-secret-for-turn",
    });
    const expires = Math.floor(now.getTime() / 1000) + 600;
    expect(servers).toEqual([
      { urls: ["stun:stun.example.org:3478", "stun:stun2.example.org:3478"] },
      {
        urls: ["turn:turn.example.org:3478?transport=udp"],
        username: `${expires}:mila`,
        credential: createHmac("sha1", "a-shared-secret-for-turn").update(`${expires}:mila`).digest("base64"),
      },
    ]);
  });

  it("leave TURN out without its secret", () => {
    expect(iceServers("mila", now, 600, { TURN_URLS: "turn:turn.example.org:3478" })).toEqual([]);
  });
});

describe("the ICE configuration a call page gets", () => {
  const turn = { TURN_URLS: "turn:turn.example.org:3478?transport=udp", TURN_SECRET: "a-shared-secret-for-turn" };

  it("lets the browser use any path by default, and only the relay when told", () => {
    expect(iceConfig("mila", now, { ...turn, ICE_TRANSPORT_POLICY: "all" }).iceTransportPolicy).toBe("all");
    const relay = iceConfig("mila", now, { ...turn, ICE_TRANSPORT_POLICY: "relay" });
    expect(relay.iceTransportPolicy).toBe("relay");
    expect(relay.iceServers[0]?.urls).toEqual(["turn:turn.example.org:3478?transport=udp"]);
    expect(relay.iceServers[0]?.username).toBe(`${Math.floor(now.getTime() / 1000) + 3600}:mila`);
  });

  it("tests the TURN servers alone before a call, with credentials for ten minutes", () => {
    const servers = turnCheckConfig("mila", now, turn);
    expect(servers).toHaveLength(1);
    expect(servers[0]?.username).toBe(`${Math.floor(now.getTime() / 1000) + 600}:mila`);
    expect(turnCheckConfig("mila", now, { TURN_URLS: "turn:turn.example.org:3478" })).toEqual([]);
  });
});
