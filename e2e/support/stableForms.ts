import { expect, type Locator, type Page } from '@playwright/test';

/** A box in page coordinates: where an element is on the page, whatever the scroll. */
interface PageBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

function pageBoxOf(element: Locator): Promise<PageBox> {
  return element.evaluate((node) => {
    const rect = node.getBoundingClientRect();
    return {
      x: rect.left + window.scrollX,
      y: rect.top + window.scrollY,
      width: rect.width,
      height: rect.height,
    };
  });
}

interface SubmitRightAfterEditing {
  /** A text field to edit: typed in (unless a date) and emptied; it keeps the focus. */
  field: Locator;
  submit: Locator;
  /** Where the messages show: the form, or the dialog around it. */
  within: Locator;
  /** Every message the submit must show, in the SPEC's words. */
  messages: readonly string[];
  /** More fields to empty first (prefilled required ones), before `field`. */
  clear?: readonly Locator[];
  /** What `field` holds after the edit: empty unless the check is of a wrong value. */
  value?: string;
}

/**
 * A person's submit right after editing a field (issue 32): the pointer goes to the submit
 * button where it is while the field still has the focus, then presses and releases there. The
 * press blurs the field, whose error appears at once; if that moves the button, the release
 * lands elsewhere and the form is never submitted. Then every message must show (SPEC §9: the
 * submit marks every field touched), and the button must stand exactly where it stood before.
 * The check does not let Playwright re-aim at the button: that would hide the bug.
 */
export async function submitRightAfterEditing(
  page: Page,
  { field, submit, within, messages, clear = [], value = '' }: SubmitRightAfterEditing,
): Promise<void> {
  for (const other of clear) await other.fill('');
  // A date input takes no stray letter: emptying it is its edit.
  if ((await field.getAttribute('type')) !== 'date') await field.fill('x');
  await field.fill(value);
  await submit.scrollIntoViewIfNeeded();
  await expect(field).toBeFocused();
  const aimed = await submit.boundingBox();
  expect(aimed, 'the submit button is on screen').not.toBeNull();
  const before = await pageBoxOf(submit);
  const { x, y, width, height } = aimed!;
  await page.mouse.click(x + width / 2, y + height / 2);
  for (const message of messages) {
    await expect(within.getByText(message, { exact: true })).toBeVisible();
  }
  expect(await pageBoxOf(submit), 'the submit button did not move').toEqual(before);
}
