// webpack's require.ensure (https://webpack.js.org/api/module-methods/#requireensure), used
// through lib/fetchCodeAhead.ts: @types/node's `require` does not know it.
declare namespace NodeJS {
  interface Require {
    ensure(
      dependencies: string[],
      callback: () => void,
      onError: (error: Error) => void,
      chunkName: string,
    ): void;
  }
}
