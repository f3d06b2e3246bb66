/**
 * The code of accountDialogs: one loader (stable, module scope) for every section and dialog
 * that draws one, so they share one chunk and LazyDialog fetches it once.
 */
export const loadAccountDialogs = () =>
  import(/* webpackChunkName: "account-dialogs" */ './accountDialogs');
