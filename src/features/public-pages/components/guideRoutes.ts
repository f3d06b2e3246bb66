import { paths } from '../../../config/routes';
import type { GuideKind } from '../../../content/guides';

/** Where each guide lives; the indices guide is linked by its correct spelling. */
export const GUIDE_PATHS: Record<GuideKind, string> = {
  crypto: paths.cryptoGuides,
  stocks: paths.stocksGuides,
  indices: paths.cryptoIndicesGuides,
};
