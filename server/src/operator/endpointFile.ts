import { existsSync, readFileSync, rmSync } from 'node:fs';
import { writePrivateFile } from '../security/secretFiles';

/**
 * How the operator CLI finds a running server that holds the embedded database: the server
 * writes its loopback URL and a per-start secret here (mode 0600) and removes it on exit.
 */
export interface OperatorEndpoint {
  url: string;
  secret: string;
  pid: number;
}

export function writeOperatorEndpoint(file: string, endpoint: OperatorEndpoint): void {
  writePrivateFile(file, `${JSON.stringify(endpoint)}\n`);
}

export function removeOperatorEndpoint(file: string): void {
  rmSync(file, { force: true });
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The endpoint of a server that is still running, or null (none, or a stale file). */
export function readOperatorEndpoint(file: string): OperatorEndpoint | null {
  if (!existsSync(file)) return null;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<OperatorEndpoint>;
    if (
      typeof parsed.url !== 'string' ||
      typeof parsed.secret !== 'string' ||
      typeof parsed.pid !== 'number'
    ) {
      return null;
    }
    return processIsAlive(parsed.pid)
      ? { url: parsed.url, secret: parsed.secret, pid: parsed.pid }
      : null;
  } catch {
    return null;
  }
}
