import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { AfterFirstPaint } from '../AfterFirstPaint';

describe('AfterFirstPaint', () => {
  it('holds the place with busy empty space in the first commit, without its children', () => {
    // Server rendering runs no effects: what it gives is exactly the first commit.
    // eslint-disable-next-line testing-library/render-result-naming-convention -- an HTML string, not a Testing Library render
    const html = renderToString(
      <AfterFirstPaint minHeight="100vh">
        <p>Market widgets</p>
      </AfterFirstPaint>,
    );
    expect(html).not.toContain('Market widgets');
    expect(html).toContain('min-height:100vh');
    // Busy, so a reader (or a test walking the page) waits for the content on its way.
    expect(html).toContain('aria-busy="true"');
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
