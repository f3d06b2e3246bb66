import { expect, test } from './support/fixtures';
import { API_URL, WEB_URL } from './support/stack';

/**
 * A form's rules (yup) are a chunk fetched as the form first validates, after the page's first
 * render (src/lib/validation.ts). Here the real chunk request fails, as it does offline or after
 * a deploy replaced it: the form says so, sends nothing, keeps what was typed, and Retry asks
 * webpack for the chunk again.
 */
const UNAVAILABLE = /this form's checks could not be loaded/i;

test('sign in: rules that cannot be fetched are said, nothing is sent, and Retry fetches them', async ({
  page,
}) => {
  let refuseRules = true;
  let refused = 0;
  await page.route('**/assets/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    // The sign-in rules' code (a rule's message reference: the catalogue has the key too, but
    // followed by its text, not a parenthesis).
    if (refuseRules && body.includes('"validation.emailRequired")')) {
      refused += 1;
      await route.abort('internetdisconnected');
      return;
    }
    await route.fulfill({ response, body });
  });
  const apiPosts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().startsWith(API_URL)) {
      apiPosts.push(request.url());
    }
  });

  await page.goto(`${WEB_URL}/sign-in`);
  const form = page.getByRole('form', { name: 'Login' });
  await expect(form.getByText(UNAVAILABLE)).toBeVisible();
  expect(refused).toBe(1);

  const email = form.getByLabel('Email', { exact: true });
  const password = form.getByLabel('Password', { exact: true });
  await email.fill('ada.example.com');
  await password.fill('short');
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(form.getByText(UNAVAILABLE)).toBeVisible();
  expect(page.url()).toBe(`${WEB_URL}/sign-in`);
  await expect(email).toHaveValue('ada.example.com');
  await expect(password).toHaveValue('short');

  refuseRules = false;
  await form.getByRole('button', { name: 'Retry' }).click();
  await expect(form.getByText(UNAVAILABLE)).toBeHidden();
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(form.getByText('Invalid Email')).toBeVisible();
  await expect(form.getByText('Minimum of 8 characters')).toBeVisible();
  await expect(email).toBeFocused();
  expect(apiPosts).toEqual([]);
});
