/** Hands `blob` to the browser's downloads as `fileName`, through a temporary object URL. */
export function saveBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download asynchronously; revoking at once can cancel it in some
  // browsers, so the URL is released on the next turn instead.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Saves `text` as a file, without a server round trip: the text never leaves the page
 * (recovery codes must not travel again once shown).
 */
export function downloadTextFile(fileName: string, text: string): void {
  saveBlob(fileName, new Blob([text], { type: 'text/plain;charset=utf-8' }));
}
