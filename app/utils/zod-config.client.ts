import { config } from "zod";

// When an object schema is defined, Zod checks whether it may compile schemas with `new Function`;
// the Content-Security-Policy forbids that and Firefox logs the blocked check as an error. Zod
// parses the same without compiling. Imported first by `root.tsx`: the route modules (and their
// schemas) load before the client entry runs.
config({ jitless: true });
