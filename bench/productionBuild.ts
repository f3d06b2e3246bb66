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

function fileNames(assets: { name: string }[] | undefined): string[] {
  return (assets ?? []).map((asset) => asset.name);
}

export function buildForBench(outputDir: string, apiUrl: string): BenchBuild {
  mkdirSync(path.dirname(STATS_FILE), { recursive: true });
  const build = spawnSync(
    'npx',
    [
      '--no-install',
      'webpack',
      '--mode',
      'production',
      '--output-path',
      outputDir,
      // Only the chunk graph: which files each entry point and named chunk group loads.
      '--json',
      STATS_FILE,
      '--no-stats-all',
      '--stats-entrypoints',
      '--stats-chunk-groups',
    ],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        API_URL: apiUrl,
        MARKET_DATA_URL: `${apiUrl}/market/api/v3`,
        MARKET_STREAM_URL: `${apiUrl.replace(/^http/, 'ws')}/market/stream`,
      },
    },
  );
  if (build.status !== 0) throw new Error(`webpack failed (exit ${build.status ?? build.signal})`);
  const stats = JSON.parse(readFileSync(STATS_FILE, 'utf8')) as StatsCompilation;
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
