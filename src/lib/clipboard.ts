/**
 * Copies text to the clipboard. Rejects when the browser refuses (no permission, insecure
 * context), so callers can tell the user instead of claiming success.
 */
export async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) {
    throw new Error('Clipboard access is not available in this browser.');
  }
  await navigator.clipboard.writeText(text);
}
