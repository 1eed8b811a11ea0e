import { buildResources, registerResources } from "./resources";

// The server renders every language and sends mail, so it has every catalog from the start.
const files = import.meta.glob<{ default: Record<string, unknown> }>("../../locales/*/*.json", { eager: true });

export const allResources = buildResources(files);
registerResources(allResources);
