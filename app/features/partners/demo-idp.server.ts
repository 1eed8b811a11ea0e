import type { Server } from "node:http";
import type { Configuration } from "oidc-provider";

export const DEMO_IDP_PORT = 4400;
export const DEMO_IDP_ISSUER = `http://127.0.0.1:${DEMO_IDP_PORT}`;

export interface DemoClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

/**
 * People the demo identity provider knows. Its login page accepts any password; the login name
 * picks the person. Everyone not listed here signs in with a verified address equal to the name.
 */
const unverified = new Set(["unverified@ohra.example"]);

/**
 * A real OpenID provider on loopback for the demo and the tests, standing in for the identity
 * providers of the insurers that log in with single sign-on.
 */
export async function startDemoIdentityProvider(options: {
  port?: number;
  clients: DemoClient[];
  /** What the provider asserts for a login name; tests make it say whatever a provider might. */
  claimsFor?: (login: string) => Record<string, unknown>;
}): Promise<{ issuer: string; close(): Promise<void> }> {
  const port = options.port ?? DEMO_IDP_PORT;
  const issuer = `http://127.0.0.1:${port}`;
  const configuration: Configuration = {
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      grant_types: ["authorization_code"],
      response_types: ["code"],
      token_endpoint_auth_method: "client_secret_basic",
    })),
    pkce: { required: () => true },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ["vitaal-demo-identity-provider"] },
    async findAccount(_ctx, id) {
      return {
        accountId: id,
        async claims() {
          if (options.claimsFor) return { ...options.claimsFor(id), sub: id };
          const local = id.split("@")[0] ?? id;
          return {
            sub: id,
            email: id,
            email_verified: !unverified.has(id),
            name: local.charAt(0).toUpperCase() + local.slice(1),
          };
        },
      };
    },
    // A demo: consent is implied, so the login page is the only step.
    async loadExistingGrant(ctx) {
      const accountId = ctx.oidc.session?.accountId;
      const clientId = ctx.oidc.client?.clientId;
      if (!accountId || !clientId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ accountId, clientId });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
  };
  // Loaded here, not with the app: a production server (no demo provider) never holds it in memory.
  const { default: Provider } = await import("oidc-provider");
  const provider = new Provider(issuer, configuration);
  // The demo runs over http on loopback.
  provider.proxy = false;
  const server: Server = await new Promise((resolve, reject) => {
    const listening = provider.listen(port, "127.0.0.1", () => resolve(listening));
    listening.once("error", reject);
  });
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The demo's single sign-on partners: OHRA provisions new accounts, RGF only matches existing
 * ones. Each has verified its own domain only, so an existing account elsewhere (the demo's
 * `@example.com` people) is never attached by a first login: its owner links it from the account page.
 */
export const demoSsoClients = [
  {
    slug: "ohra",
    clientId: "vitaal-ohra",
    clientSecret: "ohra-demo-client-secret",
    provisioning: true,
    emailDomains: ["ohra.example"],
  },
  {
    slug: "rgf",
    clientId: "vitaal-rgf",
    clientSecret: "rgf-demo-client-secret",
    provisioning: false,
    emailDomains: ["rgf.example"],
  },
];

export function demoClients(redirectUris: string[]): DemoClient[] {
  return demoSsoClients.map(({ clientId, clientSecret }) => ({ clientId, clientSecret, redirectUris }));
}
