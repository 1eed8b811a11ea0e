import { createHmac } from "node:crypto";
import { type Env, env } from "~/utils/env.server";

export interface IceServer {
  urls: string[];
  username?: string;
  credential?: string;
}

/**
 * The ICE servers a call uses: STUN from configuration, and TURN with short-lived credentials made
 * from the shared secret (the TURN REST convention: the user name is the expiry time and the
 * person, the password an HMAC of it), valid for `ttlSeconds`.
 */
export function iceServers(
  userId: string,
  now: Date,
  ttlSeconds = 3600,
  config: Pick<Env, "STUN_URLS" | "TURN_URLS" | "TURN_SECRET"> = env(),
): IceServer[] {
  const servers: IceServer[] = [];
  const stun =
    config.STUN_URLS?.split(",")
      .map((url) => url.trim())
      .filter(Boolean) ?? [];
  if (stun.length > 0) servers.push({ urls: stun });
  const turn =
    config.TURN_URLS?.split(",")
      .map((url) => url.trim())
      .filter(Boolean) ?? [];
  if (turn.length > 0 && config.TURN_SECRET) {
    const username = `${Math.floor(now.getTime() / 1000) + ttlSeconds}:${userId}`;
    const credential = createHmac("sha1", config.TURN_SECRET).update(username).digest("base64");
    servers.push({ urls: turn, username, credential });
  }
  return servers;
}

export interface IceConfig {
  iceServers: IceServer[];
  /** "relay": only paths through the TURN server (ICE_TRANSPORT_POLICY). */
  iceTransportPolicy: "all" | "relay";
}

/** What a browser's RTCPeerConnection is given for a call: the servers and the transport policy. */
export function iceConfig(
  userId: string,
  now: Date,
  config: Pick<Env, "STUN_URLS" | "TURN_URLS" | "TURN_SECRET" | "ICE_TRANSPORT_POLICY"> = env(),
): IceConfig {
  return { iceServers: iceServers(userId, now, 3600, config), iceTransportPolicy: config.ICE_TRANSPORT_POLICY };
}

/**
 * What the pre-call check tests: the TURN servers alone (a relay candidate proves the network
 * reaches them), or none when no TURN server is configured.
 */
export function turnCheckConfig(
  userId: string,
  now: Date,
  config: Pick<Env, "TURN_URLS" | "TURN_SECRET"> = env(),
): IceServer[] {
  // A short lifetime: the page tests once, then the credentials may expire.
  return iceServers(userId, now, 600, { TURN_URLS: config.TURN_URLS, TURN_SECRET: config.TURN_SECRET });
}
