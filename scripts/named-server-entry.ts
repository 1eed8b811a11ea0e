// Gives one extra entry of the server build a name of its own. React Router names every server
// entry after its build file (`index.js`), so a second entry comes out as `index2.js`; a worker
// thread loads its entry by file name, so that entry is renamed once written. Nothing imports an
// entry, and its own imports are relative to the same folder, so moving it changes nothing else.
import { rename } from "node:fs/promises";
import { join, normalize } from "node:path";
import type { Plugin } from "vite";

export function namedServerEntry(source: string, fileName: string): Plugin {
  const wanted = normalize(source);
  return {
    name: "vitaal:named-server-entry",
    applyToEnvironment: (environment) => environment.name === "ssr",
    async writeBundle(options, bundle) {
      const directory = options.dir ?? "build/server";
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || !chunk.isEntry || !chunk.facadeModuleId) continue;
        if (!normalize(chunk.facadeModuleId).endsWith(wanted)) continue;
        if (chunk.fileName !== fileName) await rename(join(directory, chunk.fileName), join(directory, fileName));
        return;
      }
      this.error(`The server build has no entry for ${source}`);
    },
  };
}
