/**
 * One literal `require.ensure` call of the caller's, such as
 * `(done, fail) => require.ensure(['./ToastHost'], done, fail, 'toasts')`: webpack splits code
 * only where it sees the call itself, so each caller writes its own and names the same chunk as
 * its `import()` does.
 */
export type EnsureChunks = (done: () => void, fail: (error: Error) => void) => void;

/**
 * Downloads a lazy part's code without running it (issue 32). `import()` fetches a chunk and
 * evaluates its modules at once, so a part fetched at idle to be here when wanted (the toast
 * stack, the idle sign-out warning, home's lower sections) spent main-thread time on every load
 * for code most visits never run: notistack's module alone builds its styles. webpack's
 * `require.ensure` installs the chunks and evaluates nothing; the part's own `import()` later
 * finds them installed (offline too) and runs them then, in a few milliseconds.
 *
 * Under jest nothing is split and `require.ensure` does not exist: the promise rejects, as it
 * does when the download fails, and callers ignore both (the part's `import()` asks again).
 */
export function fetchCodeAhead(ensure: EnsureChunks): Promise<void> {
  return new Promise((resolve, reject) => ensure(resolve, reject));
}
