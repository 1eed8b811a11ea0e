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
