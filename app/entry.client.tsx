import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadNamespace } from "~/utils/i18n/resources";
import { initClientMonitoring } from "~/utils/monitoring/client";
import { trackServerErrorDigests } from "~/utils/monitoring/server-digest";
import { NonceContext } from "~/utils/nonce";

initClientMonitoring(window.__ENV);
trackServerErrorDigests();

// The server rendered this page's nonce into a meta tag; rendering the same value keeps hydration exact.
const nonce = document.querySelector('meta[property="csp-nonce"]')?.getAttribute("content") ?? "";

// The catalogs the server used for this page load before React takes over the page.
const lng = document.documentElement.lang === "en" ? "en" : "nl";
// `common` always: the shell and the error pages use it, also as "common:key" from other namespaces.
const namespaces = new Set(["common", ...(window.__I18N_NS ?? [])]);
await Promise.all([...namespaces].map((namespace) => loadNamespace(lng, namespace)));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <NonceContext.Provider value={nonce}>
        <HydratedRouter />
      </NonceContext.Provider>
    </StrictMode>,
  );
});
