import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../src/i18n/languages';

/**
 * The language a request's answer is written in, from its `Accept-Language` (RFC 9110 §12.5.4):
 * the languages it names in order of their q-value (equal ones in the order written), each
 * reduced to its primary subtag (`de-AT` → `de`); the first Meridian speaks wins. `q=0` means
 * "not this one"; a missing, empty or unknown header, or `*`, gets English.
 */
export function languageOf(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  const ranked = acceptLanguage
    .split(',')
    .map((entry, position) => {
      const [tag = '', ...parameters] = entry.split(';').map((part) => part.trim());
      const q = parameters.find((parameter) => /^q=/i.test(parameter));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { primary: tag.split('-')[0]?.toLowerCase(), quality, position };
    })
    .filter(({ quality }) => Number.isFinite(quality) && quality > 0 && quality <= 1)
    .sort((a, b) => b.quality - a.quality || a.position - b.position);
  return ranked.map(({ primary }) => primary).find(isLanguage) ?? DEFAULT_LANGUAGE;
}

export const requestLanguage = (request: FastifyRequest): Language =>
  languageOf(request.headers['accept-language']);

/**
 * Marks an answer as written in `language`: `Content-Language`, and `Vary: Accept-Language` so
 * a cache never hands one language's answer to someone who asked for another.
 */
export function markLanguage(reply: FastifyReply, language: Language): void {
  const vary = reply.getHeader('vary');
  const varied = typeof vary === 'string' && vary ? vary.split(',').map((name) => name.trim()) : [];
  if (!varied.some((name) => name.toLowerCase() === 'accept-language')) {
    void reply.header('vary', [...varied, 'Accept-Language'].join(', '));
  }
  void reply.header('content-language', language);
}
