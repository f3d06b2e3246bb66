import { useRef } from 'react';
import { render, screen } from '@testing-library/react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { MissedPopStateReplay } from '../MissedPopStateReplay';

/**
 * The browser moving back while the first render is under way: the address changes and the
 * popstate fires after BrowserRouter has read the address but before it listens (it listens
 * once the render is committed). Done from the render itself, the one moment that is surely
 * inside that gap.
 */
function BackPressedDuringFirstRender() {
  const pressed = useRef(false);
  if (!pressed.current) {
    pressed.current = true;
    window.history.replaceState({ usr: null, key: 'earlier', idx: 0 }, '', '/earlier?tab=2');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state as unknown }));
  }
  return null;
}

function renderRouterOpenedAt(path: string, { replay }: { replay: boolean }) {
  window.history.replaceState(null, '', path);
  render(
    <BrowserRouter>
      {replay && <MissedPopStateReplay />}
      <BackPressedDuringFirstRender />
      <Routes>
        <Route path="/opened" element={<h1>Opened page</h1>} />
        <Route path="/earlier" element={<h1>Earlier page</h1>} />
      </Routes>
    </BrowserRouter>,
  );
}

describe('a Back pressed during the first render', () => {
  it('shows the page of the address the browser went back to', async () => {
    renderRouterOpenedAt('/opened', { replay: true });
    expect(await screen.findByRole('heading', { name: 'Earlier page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Opened page' })).not.toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/earlier?tab=2');
  });

  it('is lost by BrowserRouter alone (why the replay is there)', () => {
    renderRouterOpenedAt('/opened', { replay: false });
    expect(screen.getByRole('heading', { name: 'Opened page' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/earlier');
  });

  it('changes nothing when the address did not move', () => {
    window.history.replaceState(null, '', '/opened');
    const popstates = jest.fn();
    window.addEventListener('popstate', popstates);
    render(
      <BrowserRouter>
        <MissedPopStateReplay />
        <Routes>
          <Route path="/opened" element={<h1>Opened page</h1>} />
        </Routes>
      </BrowserRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Opened page' })).toBeInTheDocument();
    expect(popstates).not.toHaveBeenCalled();
    window.removeEventListener('popstate', popstates);
  });
});
