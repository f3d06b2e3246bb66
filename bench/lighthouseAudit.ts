import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/browser';
import {
  loadChromeLauncher,
  loadLighthouse,
  type LighthouseFlags,
  type LighthouseReport,
} from './benchTools';

/**
 * Lighthouse 12 with its default configuration: the mobile profile (Moto G Power screen, 4×
 * CPU slowdown) and simulated "slow 4G" throttling. Each run gets a fresh Chromium (fresh
 * profile, cold HTTP cache), launched by chrome-launcher as Lighthouse's own CLI does.
 */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Main-thread work (Lighthouse's mainthread-work-breakdown) and the tasks over 50 ms with the
   * longest of them (long-tasks), all under the profile's 4× CPU slowdown: on a busy machine
   * the score swings, but these show where the time goes and compare a change before/after.
   */
  mainThreadMs: number;
  longTasks: number;
  longestTaskMs: number;
}

export interface AuditOptions {
  /** Where to keep the full JSON report (for the audits behind the figures). */
  reportPath?: string;
  /**
   * Runs in the audited browser before Lighthouse navigates, e.g. to save a session in local
   * storage; Lighthouse then keeps the origin's storage instead of clearing it.
   */
  prepare?: (page: Page) => Promise<void>;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

function score(lhr: LighthouseReport, category: (typeof CATEGORIES)[number]): number {
  const value = lhr.categories[category]?.score;
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${category} score`);
  return Math.round(value * 100);
}

/** The long-tasks audit's rows (startTime and duration in ms); none when it found no long task. */
function longTaskDurations(lhr: LighthouseReport): number[] {
  const details = lhr.audits['long-tasks']?.details;
  if (!details || details.type !== 'table') return [];
  return (details.items ?? []).map((item) => Number(item.duration)).filter(Number.isFinite);
}

function metric(lhr: LighthouseReport, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (typeof value !== 'number') {
    throw new Error(`Lighthouse could not measure ${audit}: ${lhr.audits[audit]?.errorMessage}`);
  }
  return value;
}

/** Playwright speaks CDP too; it sets the page up in the same profile Lighthouse then uses. */
async function prepareBrowser(port: number, prepare: NonNullable<AuditOptions['prepare']>) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    if (!context) throw new Error('Chromium has no default browser context');
    const page = await context.newPage();
    await prepare(page);
    await page.close();
  } finally {
    // Disconnects only: the browser was launched by chrome-launcher, which ends it.
    await browser.close();
  }
}

export async function auditPage(
  url: string,
  options: AuditOptions = {},
): Promise<LighthouseFigures> {
  const lighthouse = await loadLighthouse();
  const launch = await loadChromeLauncher();
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'error',
  });
  try {
    if (options.prepare) await prepareBrowser(chrome.port, options.prepare);
    const flags: LighthouseFlags = {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES],
      disableStorageReset: Boolean(options.prepare),
    };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (options.reportPath) {
      mkdirSync(path.dirname(options.reportPath), { recursive: true });
      writeFileSync(options.reportPath, JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const longTasks = longTaskDurations(lhr);
    return {
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      bestPractices: score(lhr, 'best-practices'),
      fcpMs: metric(lhr, 'first-contentful-paint'),
      lcpMs: metric(lhr, 'largest-contentful-paint'),
      tbtMs: metric(lhr, 'total-blocking-time'),
      cls: metric(lhr, 'cumulative-layout-shift'),
      mainThreadMs: metric(lhr, 'mainthread-work-breakdown'),
      longTasks: longTasks.length,
      longestTaskMs: Math.max(0, ...longTasks),
    };
  } finally {
    chrome.kill();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each figure's median over the runs, figure by figure (a 2-core machine is noisy). */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const figure = (key: keyof LighthouseFigures) => median(runs.map((run) => run[key]));
  return {
    performance: figure('performance'),
    accessibility: figure('accessibility'),
    bestPractices: figure('bestPractices'),
    fcpMs: figure('fcpMs'),
    lcpMs: figure('lcpMs'),
    tbtMs: figure('tbtMs'),
    cls: figure('cls'),
    mainThreadMs: figure('mainThreadMs'),
    longTasks: figure('longTasks'),
    longestTaskMs: figure('longestTaskMs'),
  };
}
