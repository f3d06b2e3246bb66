import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { version } from '../../../package.json';

/** Where the browsable page is; the OpenAPI document is at `${API_DOCS_PATH}/json`. */
export const API_DOCS_PATH = '/docs';

/**
 * The page's own Content-Security-Policy. The API's answers carry none (they are JSON, not
 * documents); this page is a document, and everything it loads is the package's own files on
 * this origin (swagger-ui's script, styles and icons) plus the OpenAPI document. Swagger UI
 * sets inline `style` attributes as it renders, hence 'unsafe-inline' for styles — nothing
 * else is inline, and no script may be. "Try it out" calls the API on this origin.
 */
const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * SPEC §12.7: the OpenAPI document of every route, generated from the schemas the routes are
 * registered with (the contract in src/api/contract), at /docs/json, and Swagger UI at /docs,
 * served from @fastify/swagger-ui's own files — nothing is fetched from elsewhere at run time.
 * Register before the routes: @fastify/swagger collects them as they are added.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Meridian API',
        version,
        description:
          'The reference server of SPEC §8, §11 and §12. Every error is `{ code, message }`: ' +
          'a stable code, and a message in the language Accept-Language asks for (en, es, de; ' +
          'else English), named by Content-Language. Generated from src/api/contract.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    staticCSP: DOCS_CSP,
    // No call to swagger.io's online validator: the page stays on this origin.
    validatorUrl: false,
    theme: { title: 'Meridian API' },
  });
}
