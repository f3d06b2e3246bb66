import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { StatsCompilation } from 'webpack';

/**
 * The production build the bench measures, made exactly as `npm run build` makes it (the
 * webpack CLI and the project's configuration) but into its own folder, so `dist/` (the e2e
 * build) is left alone. The feed URLs point at the reference server's offline market fixtures
 * on the bench's API port, as the browser stack serves them. A separate process, because the
 * configuration reads the environment when it is loaded.
 */
export interface BenchBuild {
  outputDir: string;
  /** Files the HTML page loads before anything renders (runtime, vendors, main). */
  initialFiles: string[];
  /** Files of each named lazy chunk group (`route-*`, `market-*`), beyond the initial ones. */
  groupFiles: Map<string, string[]>;
}

const STATS_FILE = 'bench/results/webpack-stats.json';
const FLOOR_STATS_FILE = 'bench/results/webpack-stats-floor.json';
const FLOOR_CONFIG = 'bench/floor/webpack.config.ts';

function fileNames(assets: { name: string }[] | undefined): string[] {
  return (assets ?? []).map((asset) => asset.name);
}

/** `webpack --mode production` into `outputDir`, with `config` (the product's by default). */
function runWebpack(
  outputDir: string,
  statsFile: string,
  env: NodeJS.ProcessEnv,
  config?: string,
): BenchBuild {
  mkdirSync(path.dirname(statsFile), { recursive: true });
  const build = spawnSync(
    'npx',
    [
      '--no-install',
      'webpack',
      ...(config ? ['--config', config] : []),
      '--mode',
      'production',
      '--output-path',
      outputDir,
      // Only the chunk graph: which files each entry point and named chunk group loads.
      '--json',
      statsFile,
      '--no-stats-all',
      '--stats-entrypoints',
      '--stats-chunk-groups',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } },
  );
  if (build.status !== 0) throw new Error(`webpack failed (exit ${build.status ?? build.signal})`);
  const stats = JSON.parse(readFileSync(statsFile, 'utf8')) as StatsCompilation;
  const groupFiles = new Map<string, string[]>();
  for (const [name, group] of Object.entries(stats.namedChunkGroups ?? {})) {
    groupFiles.set(name, fileNames(group.assets));
  }
  return {
    outputDir: path.resolve(outputDir),
    initialFiles: fileNames(stats.entrypoints?.main?.assets),
    groupFiles,
  };
}

export function buildForBench(outputDir: string, apiUrl: string): BenchBuild {
  return runWebpack(outputDir, STATS_FILE, {
    API_URL: apiUrl,
    MARKET_DATA_URL: `${apiUrl}/market/api/v3`,
    MARKET_STREAM_URL: `${apiUrl.replace(/^http/, 'ws')}/market/stream`,
  });
}

/**
 * The floor page (bench/floor/): the product's webpack settings with the floor's entry, into
 * its own folder beside the product's bench build (dist-*, never committed).
 */
export function buildFloorForBench(outputDir: string): BenchBuild {
  return runWebpack(outputDir, FLOOR_STATS_FILE, {}, FLOOR_CONFIG);
}
