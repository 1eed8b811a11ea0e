import type { Config } from "@react-router/dev/config";

// The bare framework page of `npm run bench`: React Router 8 as it comes, server-rendered.
export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "../../.tmp/bench-bare",
  routeDiscovery: { mode: "initial" },
} satisfies Config;
