import path from 'node:path';
import type { Configuration } from 'webpack';
import productConfig from '../../webpack.config';

/**
 * The floor page built exactly as the product is (loaders, HTML template, security headers,
 * chunk splitting, minification): the product's configuration with only the entry swapped.
 * The bench passes --output-path, so the floor never lands in dist/.
 */
export default (env: unknown, argv: Parameters<typeof productConfig>[1]): Configuration => ({
  ...productConfig(env, argv),
  entry: path.resolve(__dirname, 'index.tsx'),
});
