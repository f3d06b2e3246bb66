import { useLayoutEffect } from 'react';
import type { ResponsiveStyleValue } from '@mui/system';
import { render, screen } from '@testing-library/react';
import { AfterFirstPaint } from '../AfterFirstPaint';

/**
 * What the first commit put on the page: a layout effect runs right after the DOM is written,
 * before the passive effect that shows the children.
 */
function renderFirstCommit(minHeight: ResponsiveStyleValue<string | number>) {
  const first: { text?: string; placeholder?: Element | null; minHeight?: string } = {};
  function CaptureFirstCommit() {
    useLayoutEffect(() => {
      const placeholder = document.querySelector('[data-testid="frame"]')?.firstElementChild;
      first.text = document.body.textContent ?? '';
      first.placeholder = placeholder;
      first.minHeight = placeholder ? getComputedStyle(placeholder).minHeight : undefined;
    }, []);
    return null;
  }
  render(
    <div data-testid="frame">
      <AfterFirstPaint minHeight={minHeight}>
        <p>Market widgets</p>
      </AfterFirstPaint>
      <CaptureFirstCommit />
    </div>,
  );
  return first;
}

describe('AfterFirstPaint', () => {
  it('holds the place with empty space in the first commit, without its children', () => {
    const first = renderFirstCommit('100vh');
    expect(first.text).not.toContain('Market widgets');
    expect(first.minHeight).toBe('100vh');
  });

  it('holds a height per breakpoint', () => {
    const first = renderFirstCommit({ xs: 252.5, sm: 56 });
    expect(first.text).not.toContain('Market widgets');
    // jsdom matches no media query, so read the placeholder's rules themselves.
    const className = [...first.placeholder!.classList].find((name) => name.startsWith('css-'));
    const rules = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .map((rule) => rule.cssText)
      .filter((text) => text.includes(`.${className} `));
    expect(rules).toEqual([
      `@media (min-width:0px) {.${className} {min-height: 252.5px;}}`,
      `@media (min-width:600px) {.${className} {min-height: 56px;}}`,
    ]);
  });

  it('shows its children once the first commit has happened', async () => {
    render(
      <AfterFirstPaint minHeight="100vh">
        <p>Market widgets</p>
      </AfterFirstPaint>,
    );
    expect(await screen.findByText('Market widgets')).toBeInTheDocument();
  });
});
