/**
 * The bench's own tools — Lighthouse with chrome-launcher, and autocannon — belong to
 * bench/package.json, with a lock of their own, and are installed by `npm run bench` and
 * `npm run bench:server` on first use (scripts/bench-tools.mjs), not by `npm ci`: nothing
 * `npm test` runs needs them, and they were about 180 of the ~1,460 packages every CI run
 * installed. So their modules may be missing when the project is type-checked or linted; what
 * the bench reads of them is typed here, and they are imported by a name held in a variable
 * (the type checker does not look for it), then given these types.
 */

/** The part of a Lighthouse report (its `lhr`) the bench reads. */
export interface LighthouseReport {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<
    string,
    | {
        numericValue?: number;
        errorMessage?: string;
        details?: { type: string; items?: Record<string, unknown>[] };
      }
    | undefined
  >;
  runtimeError?: { message: string };
}

/** The Lighthouse flags the bench sets. */
export interface LighthouseFlags {
  port: number;
  logLevel: 'error';
  output: 'json';
  onlyCategories: string[];
  disableStorageReset: boolean;
}

type Lighthouse = (
  url: string,
  flags: LighthouseFlags,
) => Promise<{ lhr: LighthouseReport } | undefined>;

interface LaunchedChrome {
  port: number;
  kill(): void;
}

type LaunchChrome = (options: {
  chromePath: string;
  chromeFlags: string[];
  logLevel: 'error';
}) => Promise<LaunchedChrome>;

/** A bench tool's module, by a name the type checker does not resolve (see above). */
function importTool(name: string): Promise<unknown> {
  return import(name);
}

/** Lighthouse's entry function (an ES module, loaded from this CommonJS-compiled script). */
export async function loadLighthouse(): Promise<Lighthouse> {
  const module = (await importTool('lighthouse')) as { default: Lighthouse };
  return module.default;
}

/** chrome-launcher's `launch`, as Lighthouse's own CLI starts Chromium. */
export async function loadChromeLauncher(): Promise<LaunchChrome> {
  const module = (await importTool('chrome-launcher')) as { launch: LaunchChrome };
  return module.launch;
}
