import { expect, type Locator, type Page } from '@playwright/test';

/** What the focused element is, in words a failure message can use. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing (body)';
    const label =
      element.getAttribute('aria-label') ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent ??
      '';
    return `<${element.tagName.toLowerCase()}> "${label.trim().slice(0, 40)}"`;
  });
}

/** True when `locator` is the focused element. */
export function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement, undefined, {
    timeout: 5000,
  });
}

/** Pixels a focus indicator may sit outside its element (outline width + offset, and some). */
const INDICATOR_MARGIN = 6;
/** A channel has to move this much (of 255) for a pixel to count as changed, not antialiased. */
const CHANNEL_DELTA = 64;

interface FocusBox {
  x: number;
  y: number;
  width: number;
  height: number;
  perimeter: number;
  /** What the centre of the focused element shows instead of it, or null. */
  coveredBy: string | null;
  /** Its indicator has already been seen, looking as it does now, on this page load. */
  alreadyShown: boolean;
}

/**
 * Runs in the page: the focused element's indicator box (with a margin), or null when nothing
 * has focus; with `settled`, also null until the box has held still for a frame uncovered.
 */
function measureFocus({ margin, settled }: { margin: number; settled: boolean }): FocusBox | null {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return null;
  // A field's indicator is its outline box, not the bare <input> inside it.
  const target = element.classList.contains('MuiInputBase-input')
    ? (element.closest('.MuiInputBase-root') ?? element)
    : element;
  const rect = target.getBoundingClientRect();
  const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
  const coveredBy =
    hit && (target.contains(hit) || hit.contains(target))
      ? null
      : `<${hit?.tagName.toLowerCase() ?? 'nothing'} class="${hit?.className ?? ''}">`;
  const memory = window as unknown as {
    lastFocusRect?: string;
    indicatorsShown?: WeakMap<Element, Set<string>>;
  };
  const key = `${rect.x},${rect.y},${rect.width},${rect.height}`;
  const still = memory.lastFocusRect === key;
  memory.lastFocusRect = key;
  if (settled && (!still || coveredBy !== null)) return null;
  // The same element in the same state and theme (its classes, the page background) draws the
  // same indicator: recorded once it has been compared (expectVisibleFocus), then trusted.
  const look = `${getComputedStyle(document.body).backgroundColor} ${target.className}`;
  return {
    alreadyShown: memory.indicatorsShown?.get(target)?.has(look) ?? false,
    x: Math.max(0, rect.x - margin),
    y: Math.max(0, rect.y - margin),
    width: Math.min(rect.width + 2 * margin, window.innerWidth - Math.max(0, rect.x - margin)),
    height: Math.min(rect.height + 2 * margin, window.innerHeight - Math.max(0, rect.y - margin)),
    perimeter: 2 * (rect.width + rect.height),
    coveredBy,
  };
}

/**
 * Asserts that the focused element shows a visible focus indicator, and that it is not hidden
 * under the sticky app bar or the fixed bottom bar. The element's box (the whole field for an
 * input) is captured while focused and again with focus removed; the indicator must change at
 * least as many pixels, clearly, as a 1 px line around the box would. Focus then returns to
 * the element, so the next Tab continues from it. Call it with a field's value already valid:
 * leaving an empty required field shows its error, a change that is not a focus indicator.
 */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const what = await describeFocus(page);
  // A drawer sliding in or a menu's backdrop fading out is not a page hiding focus: wait for
  // the focused element to hold still and be on top (or time out and report what covers it).
  await page
    .waitForFunction(
      measureFocus,
      { margin: INDICATOR_MARGIN, settled: true },
      {
        polling: 'raf',
        timeout: 3000,
      },
    )
    .catch(() => undefined);
  const box = await page.evaluate(measureFocus, { margin: INDICATOR_MARGIN, settled: false });
  if (!box) throw new Error('something has focus');
  expect(box.width > 0 && box.height > 0, `${what} is on screen`).toBe(true);
  expect(box.coveredBy, `${what} is not covered by another element`).toBeNull();
  // Tabbing back through the header or round a dialog's trap meets the same elements again:
  // their indicator was compared on the first visit, and two screenshots each time (the bulk
  // of a keyboard journey's time) would only repeat that comparison.
  if (box.alreadyShown) return;

  const clip = { x: box.x, y: box.y, width: box.width, height: box.height };
  const shot = () => page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
  const focused = await shot();
  const becameInvalid = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    (window as unknown as { refocus: HTMLElement }).refocus = element;
    const wasInvalid = element.getAttribute('aria-invalid') === 'true';
    element.blur();
    return !wasInvalid && element.getAttribute('aria-invalid') === 'true';
  });
  const unfocused = await shot();
  await page.evaluate(() => (window as unknown as { refocus: HTMLElement }).refocus.focus());
  // An error shown on leaving the field would count as a change: the comparison says nothing.
  expect(becameInvalid, `${what}: check focus on a field only once its value is valid`).toBe(false);

  // The browser decodes the two PNGs: no image library needed here.
  const changed = await page.evaluate(
    async ([a, b, delta]) => {
      // No named helper in here: a transpiler may wrap it in a helper call the page lacks.
      const [one, two] = (await Promise.all(
        [a, b].map(async (base64) => {
          const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
          const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
          const context = canvas.getContext('2d')!;
          context.drawImage(bitmap, 0, 0);
          return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
        }),
      )) as [Uint8ClampedArray, Uint8ClampedArray];
      let count = 0;
      for (let index = 0; index < one.length; index += 4) {
        if (
          Math.abs(one[index]! - two[index]!) >= delta ||
          Math.abs(one[index + 1]! - two[index + 1]!) >= delta ||
          Math.abs(one[index + 2]! - two[index + 2]!) >= delta
        ) {
          count += 1;
        }
      }
      return count;
    },
    [focused.toString('base64'), unfocused.toString('base64'), CHANNEL_DELTA] as const,
  );
  expect(
    changed,
    `${what} shows a visible focus indicator (${changed} px changed, at least ${Math.round(box.perimeter)} wanted)`,
  ).toBeGreaterThanOrEqual(box.perimeter);
  await page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const target = element.classList.contains('MuiInputBase-input')
      ? (element.closest('.MuiInputBase-root') ?? element)
      : element;
    const memory = window as unknown as { indicatorsShown?: WeakMap<Element, Set<string>> };
    memory.indicatorsShown ??= new WeakMap();
    const looks = memory.indicatorsShown.get(target) ?? new Set<string>();
    looks.add(`${getComputedStyle(document.body).backgroundColor} ${target.className}`);
    memory.indicatorsShown.set(target, looks);
  });
}

interface TabOptions {
  limit?: number;
  backwards?: boolean;
  /**
   * Check the target's own indicator on arrival (default). Off for an empty field the caller
   * fills next and checks then: leaving it empty to compare would show its error.
   */
  checkTarget?: boolean;
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking the focus indicator of every
 * element on the way. Fails if the target is not reached within `limit` presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { limit = 40, backwards = false, checkTarget = true }: TabOptions = {},
): Promise<void> {
  if (await isFocused(target)) return;
  // The target is found once: a role query per press (accessible names over the whole page)
  // would cost more than the press. Found again only if the page replaced it.
  let handle = await target.elementHandle({ timeout: 5000 });
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    // Past either end of the page focus leaves the document for a step, then wraps around.
    // Chromium tabs through a date input's day, month and year inside the one element. Its
    // indicator was checked on entry; checking again would blur and refocus it, which returns
    // to its first part, so Tab could never leave it.
    const stop = await page.evaluate((wanted) => {
      const focused = document.activeElement;
      const holder = window as unknown as { lastTabStop?: Element | null };
      const same = holder.lastTabStop === focused;
      if (focused !== document.body) holder.lastTabStop = focused;
      return {
        nothingNew: focused === document.body || same,
        arrived: wanted?.isConnected ? wanted === focused : null,
      };
    }, handle);
    if (stop.nothingNew) continue;
    if (stop.arrived === null) handle = await target.elementHandle({ timeout: 5000 });
    const arrived = stop.arrived ?? (await isFocused(target));
    if (!arrived || checkTarget) await expectVisibleFocus(page);
    if (arrived) return;
  }
  throw new Error(`Tab did not reach ${String(target)} in ${limit} presses`);
}

/**
 * Asserts that focus stays inside `dialog` through more Tab presses than it has stops, then as
 * many Shift+Tab presses, each stop with a visible indicator.
 */
export async function expectFocusTrapped(page: Page, dialog: Locator): Promise<void> {
  const stops = await dialog.evaluate(
    (element) =>
      element.querySelectorAll(
        'a[href], button:not([disabled]), input:not([disabled]), [tabindex="0"], textarea, select',
      ).length,
  );
  expect(stops, 'the dialog has something to focus').toBeGreaterThan(0);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let presses = 0; presses <= stops; presses += 1) {
      await page.keyboard.press(key);
      expect(
        await dialog.evaluate((element) => element.contains(document.activeElement)),
        `${key} keeps focus inside the dialog (it went to ${await describeFocus(page)})`,
      ).toBe(true);
      await expectVisibleFocus(page);
    }
  }
}
