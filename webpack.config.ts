import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { config as appConfig } from './src/config/config';
import { CONFIG_ENV_KEYS } from './src/config/configKeys';
import { contentSecurityPolicy } from './src/config/contentSecurityPolicy';
import {
  caddyRoutePreloads,
  ROUTE_PRELOADS_FILE,
  routeLinkHeaders,
  routePreloads,
} from './src/config/routePreloads';
import {
  caddySecurityHeaders,
  WEB_HEADER_FILES,
  webSecurityHeaders,
} from './src/config/webSecurityHeaders';

type Mode = 'development' | 'production';

/** A file of React Router's production build (dist/production, which its exports never name). */
function reactRouterBuild(file: string): string {
  return path.join(
    path.dirname(require.resolve('react-router/package.json')),
    'dist/production',
    file,
  );
}

/**
 * Each configuration key of src/app/config.ts becomes a literal in the bundle. Unset keys become
 * `undefined` so the module's defaults apply; the browser never sees `process`.
 */
function configDefinitions(mode: Mode): Record<string, string> {
  const definitions: Record<string, string> = {
    'process.env.NODE_ENV': JSON.stringify(mode),
  };
  for (const key of CONFIG_ENV_KEYS) {
    const value = process.env[key];
    definitions[`process.env.${key}`] = value === undefined ? 'undefined' : JSON.stringify(value);
  }
  return definitions;
}

/**
 * Writes the web tier's headers for this build beside index.html: the security headers
 * (src/config/webSecurityHeaders.ts), whose policy names the hosts this build calls, and each
 * route's preloads (src/config/routePreloads.ts), which name this build's chunk files.
 */
class SecurityHeadersPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('SecurityHeadersPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'SecurityHeadersPlugin',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          const json = `${JSON.stringify(webSecurityHeaders(appConfig), null, 2)}\n`;
          compilation.emitAsset(WEB_HEADER_FILES.json, new webpack.sources.RawSource(json));
        },
      );
      // After the real content hashes are set (PROCESS_ASSETS_STAGE_OPTIMIZE_HASH renames the
      // chunks), so the preloads name the files the build writes.
      compilation.hooks.processAssets.tap(
        { name: 'SecurityHeadersPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const preloads = routePreloads(
            (name) => compilation.namedChunkGroups.get(name)?.getFiles(),
            compilation.entrypoints.get('main')?.getFiles() ?? [],
            '/',
          );
          compilation.emitAsset(
            ROUTE_PRELOADS_FILE,
            new webpack.sources.RawSource(
              `${JSON.stringify(routeLinkHeaders(preloads), null, 2)}\n`,
            ),
          );
          const caddy = `${caddySecurityHeaders(appConfig)}${caddyRoutePreloads(preloads)}\n`;
          compilation.emitAsset(WEB_HEADER_FILES.caddy, new webpack.sources.RawSource(caddy));
        },
      );
    });
  }
}

export default (
  _env: unknown,
  argv: { mode?: Mode },
): Configuration & {
  devServer?: DevServerConfiguration;
} => {
  const mode: Mode = argv.mode ?? 'development';
  const production = mode === 'production';
  return {
    mode,
    entry: './src/index.tsx',
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      // Lazy chunks by number in production: the runtime, in every page's first render, maps
      // each chunk to its file, and a name per chunk there (route-withdrawalHistory, …) cost
      // ≈ 0.8 kB gzip on every page; 8 hex digits of content hash (4 billion values, for cache
      // busting only) save ≈ 0.2 kB more (measured 2026-11-28). Names stay in development builds
      // and in the build's stats (namedChunkGroups), which the bench and preloads read.
      chunkFilename: production ? 'assets/[id].[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    // `npm test` builds the same code three times (the product, the demo's and the staging
    // bundle), differing only in settings: with BUILD_CACHE_DIR (a directory that run makes
    // and removes) the second and third reuse what the first compiled and minified — 17 s
    // becomes 5 s each, byte for byte the output of a build without it. Unset, webpack's own
    // default: none for a build, in memory for the dev server.
    ...(process.env.BUILD_CACHE_DIR && {
      cache: {
        type: 'filesystem' as const,
        cacheDirectory: path.resolve(process.env.BUILD_CACHE_DIR),
        buildDependencies: { config: [__filename] },
      },
    }),
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        // Messages arrive compiled (scripts/i18n/catalogueLoader.cjs): FormatJS's parser would
        // be dead weight on every page.
        '@formatjs/icu-messageformat-parser$':
          require.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
        // React Router 7's package exports name only its development build (warnings and
        // checks for developers) for every bundler condition; its production build sits
        // beside it. Production bundles take that one: tens of kB less on every page.
        ...(production && {
          'react-router$': reactRouterBuild('index.mjs'),
          'react-router/dom$': reactRouterBuild('dom-export.mjs'),
        }),
      },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
        {
          test: /src[\\/]i18n[\\/]locales[\\/].+\.json$/,
          type: 'json',
          use: path.resolve(__dirname, 'scripts/i18n/catalogueLoader.cjs'),
        },
        { test: /\.(png|jpe?g|gif|svg|webp)$/i, type: 'asset/resource' },
        // @emotion/react's entry imports this module bare (`import '…'`) although only its
        // `withTheme`, unused here, needs it. The module has no side effects; saying so lets
        // webpack leave it (and its copy of react-is) out of the bundle.
        { test: /node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
      ],
    },
    plugins: [
      new webpack.DefinePlugin(configDefinitions(mode)),
      new HtmlWebpackPlugin({
        template: 'public/index.html',
        productName: process.env.PRODUCT_NAME || 'Meridian',
        favicon: 'public/favicon.svg',
        // The development server injects its own hot-reload code, so only the build carries it.
        meta: production
          ? {
              'Content-Security-Policy': {
                'http-equiv': 'Content-Security-Policy',
                content: contentSecurityPolicy(appConfig, 'meta'),
              },
            }
          : {},
      }),
      ...(production
        ? [
            new SecurityHeadersPlugin(),
            new webpack.ids.DeterministicModuleIdsPlugin({ maxLength: 4, fixedLength: true }),
          ]
        : []),
    ],
    optimization: {
      // Deterministic module ids (stable across builds, so an unchanged chunk keeps its cache),
      // held at 4 digits: by default webpack widens them to 5 once the app passes about 500
      // modules, and the extra digit in every module reference cost ≈ 0.3 kB gzip on every
      // page's first render (measured 2026-11-28 at 506 modules). A clash of two ids is
      // resolved by rehashing, which 10,000 ids leave rare at this size.
      moduleIds: production ? false : 'named',
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // The form libraries in one chunk of their own: every form route and lazy form shares
          // it (cached once), and its size no longer depends on which routes happen to share
          // which modules — split by route sets, the same code compressed worse in several
          // chunks (about 0.5 kB more gzip on each form route, measured 2026-11-27). yup is not
          // here: it comes with a form's rules, fetched as the form first validates (formRules,
          // src/lib/validation.ts).
          formStack: {
            test: /[\\/]node_modules[\\/](final-form|react-final-form)[\\/]/,
            name: 'form-stack',
            chunks: 'all',
            priority: 20,
            enforce: true,
          },
        },
      },
      runtimeChunk: 'single',
    },
    performance: { hints: false },
    devServer: {
      host: process.env.HOST ?? '127.0.0.1',
      port: Number(process.env.WEB_PORT ?? 8080),
      historyApiFallback: true,
      hot: true,
      static: { directory: path.resolve(__dirname, 'public') },
      client: {
        overlay: { warnings: false },
        // Hot reload connects back to the address the page was opened on (the URL `npm start`
        // prints says localhost while the server listens on 127.0.0.1): connecting to the listen
        // address instead made every page log "Invalid Host/Origin header" and never reload.
        webSocketURL: 'auto://0.0.0.0:0/ws',
      },
    },
  };
};
