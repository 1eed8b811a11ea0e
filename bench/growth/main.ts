// The body of `npm run bench:growth` (see bench/growth.ts for what it does and its options).
import { databaseExists, databaseUrl, dropDatabase, generate, nextFreeTimes } from "./database";
import { databaseName } from "./sizes";

export interface Options {
  sizes: number[];
  keep: boolean;
  reuse: boolean;
  generateOnly: boolean;
  strict: boolean;
  /** Leaves out the partner report and its CSV (while their history is still being decided). */
  skipReport: boolean;
}

export function parseOptions(args: string[]): Options {
  const at = args.indexOf("--sizes");
  const sizes = at === -1 ? [1, 10, 100] : (args[at + 1] ?? "").split(",").map(Number);
  if (sizes.length === 0 || sizes.some((size) => ![1, 10, 100].includes(size))) {
    throw new Error("--sizes takes a list of 1, 10 and 100, such as --sizes 1,10");
  }
  return {
    sizes,
    keep: args.includes("--keep"),
    reuse: args.includes("--reuse"),
    generateOnly: args.includes("--generate-only"),
    strict: args.includes("--strict"),
    skipReport: args.includes("--skip-report"),
  };
}

const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Answers the exit code: 1 with --strict when a budget was not kept. */
export async function main(args: string[]): Promise<number> {
  const options = parseOptions(args);
  const generated = new Map<number, { url: string; seconds: number | null }>();
  try {
    for (const factor of options.sizes) {
      const name = databaseName(factor);
      if (options.reuse && (await databaseExists(serverUrl, name))) {
        console.log(`${name}: reused`);
        // Its coaches' next free times, as of now (the job queue's sweep would catch up too slowly).
        await nextFreeTimes(databaseUrl(serverUrl, name), name);
        generated.set(factor, { url: databaseUrl(serverUrl, name), seconds: null });
        continue;
      }
      console.log(`${name}: generating`);
      const made = await generate(serverUrl, factor);
      console.log(`${name}: made in ${made.seconds.toFixed(0)} s`);
      generated.set(factor, made);
    }
    if (options.generateOnly) return 0;
    const { measureAll } = await import("./run");
    return await measureAll(serverUrl, generated, options);
  } finally {
    if (!options.keep) for (const factor of options.sizes) await dropDatabase(serverUrl, factor);
  }
}
