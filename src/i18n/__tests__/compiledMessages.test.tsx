import { render, screen } from '@testing-library/react';
import { defineNamespace, useT } from '..';

// The build's own compiler (webpack and jest load catalogues through it).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS build script
const { precompileCatalogue } = require('../../../scripts/i18n/precompileCatalogue.cjs') as {
  precompileCatalogue: (source: string, file: string) => string;
};

const source = JSON.stringify({
  plain: 'Hide amounts',
  escaped: "Type '{'code'}' here",
  amount: 'Fee: {fee}',
  days: '{count, plural, one {# day} other {# days}} left',
  terms: 'I accept the <link>Terms</link>',
});
const compiled = JSON.parse(precompileCatalogue(source, 'test.json')) as Record<string, unknown>;

test('plain text stays a string; messages with arguments become syntax trees', () => {
  expect(compiled.plain).toBe('Hide amounts');
  expect(compiled.escaped).toBe('Type {code} here');
  expect(Array.isArray(compiled.amount)).toBe(true);
  expect(Array.isArray(compiled.days)).toBe(true);
});

test('a malformed message fails the build with its file and key', () => {
  expect(() => precompileCatalogue('{"broken":"{count, plural, one {#}"}', 'de/x.json')).toThrow(
    /de\/x\.json: "broken"/,
  );
});

const testMessages = defineNamespace('compiled-test', compiled as Record<string, string>);

function Sample({ count }: { count: number }) {
  const t = useT(testMessages);
  return (
    <>
      <p>{t('plain')}</p>
      <p>{t('escaped')}</p>
      <p>{t('amount', { fee: '$1.50' })}</p>
      <p>{t('amount', { fee: 2500 })}</p>
      <p>{t('days', { count })}</p>
      <p>{t.rich('terms', { link: (chunks) => <a href="/terms">{chunks}</a> })}</p>
    </>
  );
}

test('useT formats compiled messages without a parser: values, plurals, tags', () => {
  const { rerender } = render(
    <>
      <Sample count={1} />
    </>,
  );
  expect(screen.getByText('Hide amounts')).toBeInTheDocument();
  expect(screen.getByText('Type {code} here')).toBeInTheDocument();
  expect(screen.getByText('Fee: $1.50')).toBeInTheDocument();
  // As IntlMessageFormat writes a plain placeholder: a number unformatted ({n, number} formats).
  expect(screen.getByText('Fee: 2500')).toBeInTheDocument();
  expect(screen.getByText('1 day left')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
  rerender(
    <>
      <Sample count={3} />
    </>,
  );
  expect(screen.getByText('3 days left')).toBeInTheDocument();
});
