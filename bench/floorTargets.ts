import { paths } from '../src/config/routes';
import type { LighthouseFigures } from './lighthouseAudit';
import { FLOOR_PAGE, type LighthouseResult } from './measureInBrowser';
import { printTable } from './printTable';

/**
 * Issue 32's Lighthouse targets as ratios to the floor page (bench/floor/): the product's
 * median over the floor's median, measured in the same interleaved rounds, so a loaded or a
 * quiet machine moves both alike.
 */
interface RatioTarget {
  figure: string;
  key: keyof Pick<LighthouseFigures, 'lcpMs' | 'mainThreadMs' | 'tbtMs'>;
  route: string;
  /** The product's figure may be at most this many times the floor's. */
  max: number;
}

export const FLOOR_RATIO_TARGETS: readonly RatioTarget[] = [
  { figure: 'LCP', key: 'lcpMs', route: paths.home, max: 1.1 },
  { figure: 'LCP', key: 'lcpMs', route: paths.dashboard, max: 1.15 },
  { figure: 'main-thread work', key: 'mainThreadMs', route: paths.home, max: 2.5 },
  { figure: 'main-thread work', key: 'mainThreadMs', route: paths.dashboard, max: 3.5 },
  { figure: 'TBT', key: 'tbtMs', route: paths.dashboard, max: 1.0 },
];

const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;

/** "0 ÷ 0" and "n ÷ 0" have no ratio; the target (product ≤ max × floor) still has an answer. */
function ratioText(product: number, floor: number): string {
  if (floor > 0) return `${(product / floor).toFixed(2)} ×`;
  return product === 0 ? '– (both 0)' : '∞ (floor 0)';
}

export function printFloorRatios(results: LighthouseResult[]): void {
  const resultOf = (name: string) => results.find((result) => result.route === name);
  const floor = resultOf(FLOOR_PAGE);
  if (!floor) throw new Error('The floor page was not audited');
  printTable(
    'Lighthouse against the floor page (medians of the interleaved runs; product ÷ floor)',
    ['target', 'floor', 'product', 'ratio', 'each round', 'result'],
    FLOOR_RATIO_TARGETS.map(({ figure, key, route, max }) => {
      const label = `${figure} ${route} ≤ ${max.toFixed(2)} × floor`;
      const product = resultOf(route);
      if (!product) return [label, ms(floor.figures[key]), '–', '–', '–', 'not measured'];
      // Run n of the product over run n of the floor: the spread the medians hide.
      const rounds = product.runs.map((run, index) => {
        const floorRun = floor.runs[index];
        return floorRun ? ratioText(run[key], floorRun[key]).replace(' ×', '') : '–';
      });
      return [
        label,
        ms(floor.figures[key]),
        ms(product.figures[key]),
        ratioText(product.figures[key], floor.figures[key]),
        rounds.join(', '),
        product.figures[key] <= max * floor.figures[key] ? 'MET' : 'NOT MET',
      ];
    }),
  );
}
