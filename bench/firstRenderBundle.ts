import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { routeChunkGroup } from '../src/config/routePreloads';
import { paths, type RouteKey } from '../src/config/routes';
import type { BenchBuild } from './productionBuild';

/**
 * What each route of SPEC §1 needs before it can render, from the build's chunk graph: the
 * files the HTML page loads (runtime, vendors, main) plus the route's own lazy chunk group,
 * named `route-<key of paths>` in src/app/pageCode.ts. Chunks a page loads later while it
 * renders (the market widgets) are not part of it; the real page loads measure those.
 */
export interface Size {
  bytes: number;
  /** gzip level 9, each file on its own, as a server compresses them one response at a time. */
  gzipBytes: number;
}

export interface RouteBundle {
  route: string;
  /** The route's chunk group, or undefined when the build has none for it. */
  chunkGroup: string | undefined;
  js: Size;
  css: Size;
  files: string[];
}

export function fileSize(filePath: string): Size {
  const content = readFileSync(filePath);
  return { bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
}

export function sumSizes(sizes: Size[]): Size {
  return sizes.reduce(
    (total, size) => ({
      bytes: total.bytes + size.bytes,
      gzipBytes: total.gzipBytes + size.gzipBytes,
    }),
    { bytes: 0, gzipBytes: 0 },
  );
}

export function firstRenderBundles(build: BenchBuild): RouteBundle[] {
  const sizeOf = new Map<string, Size>();
  const sizeOfFile = (file: string): Size => {
    let size = sizeOf.get(file);
    if (!size) {
      size = fileSize(path.join(build.outputDir, file));
      sizeOf.set(file, size);
    }
    return size;
  };
  return (Object.keys(paths) as RouteKey[]).map((key) => {
    const chunkGroup = routeChunkGroup(key);
    const groupFiles = build.groupFiles.get(chunkGroup);
    const files = [...new Set([...build.initialFiles, ...(groupFiles ?? [])])];
    const ofType = (extension: string) =>
      sumSizes(files.filter((file) => file.endsWith(extension)).map(sizeOfFile));
    return {
      route: paths[key],
      chunkGroup: groupFiles ? chunkGroup : undefined,
      js: ofType('.js'),
      css: ofType('.css'),
      files,
    };
  });
}
