// One loopback port check for the scripts that start servers (npm run demo) and the browser
// tests' stack, so "is something listening here?" has one answer everywhere.
import { createConnection } from 'node:net';

/** Whether something accepts connections on 127.0.0.1:`port`. */
export function isPortOpen(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
