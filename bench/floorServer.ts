import { spawn } from 'node:child_process';
import { isPortOpen } from '../scripts/ports.mjs';

/**
 * Serves the floor page's build with the product's own web server (scripts/serve-build.mjs:
 * the same compression, cache and security headers), on a port of its own beside the product.
 */
export async function serveFloor(
  distDir: string,
  port: number,
): Promise<{ stop(): Promise<void> }> {
  if (await isPortOpen(port)) throw new Error(`Port ${port} is already in use.`);
  const child = spawn(process.execPath, ['scripts/serve-build.mjs'], {
    env: { ...process.env, DIST_DIR: distDir, WEB_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + 60_000;
  while (!(await isPortOpen(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`The floor page's server did not listen on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { stop };
}
