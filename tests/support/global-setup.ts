import { demoClients, startDemoIdentityProvider } from "../../app/features/partners/demo-idp.server";
import { startSentryReceiver } from "./sentry-receiver";
import { startSmtpServer } from "./smtp";

/**
 * The local peers of the e2e server: a Sentry-protocol receiver (inspect at :4319/__received), an
 * SMTP server (inspect at :4326/__mail) and the OpenID provider of the SSO partners (:4400).
 */
export default async function globalSetup() {
  const port = Number(process.env.E2E_PORT ?? 3999);
  const receiver = await startSentryReceiver({ port: 4319 });
  const smtp = await startSmtpServer({ port: 4325, httpPort: 4326 });
  const idp = await startDemoIdentityProvider({ clients: demoClients([`http://127.0.0.1:${port}/sso/callback`]) });
  return async () => {
    await Promise.all([receiver.close(), smtp.close(), idp.close()]);
  };
}
