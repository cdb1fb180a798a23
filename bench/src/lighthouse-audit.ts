import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';

export interface PageScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's version and the browser's user agent, for the report's header. */
  lighthouseVersion: string;
  userAgent: string;
  /** Lighthouse's measure of the machine's CPU speed during the run (lower: slower or busier). */
  benchmarkIndex: number;
}

export interface Auditor {
  audit: (url: string) => Promise<PageScores>;
  close: () => Promise<void>;
}

const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Lighthouse asks to be run again after a failed trace (NO_NAVSTART, ...); a page gets this many tries. */
const ATTEMPTS = 3;

function score(result: Result, category: string): number {
  const value = result.categories[category]?.score;
  if (value === null || value === undefined)
    throw new Error(`${result.finalDisplayedUrl}: no ${category} score`);
  return Math.round(value * 100);
}

function numeric(result: Result, audit: string): number {
  const value = result.audits[audit]?.numericValue;
  if (value === undefined) throw new Error(`${result.finalDisplayedUrl}: no ${audit} value`);
  return value;
}

/**
 * One Chromium (`CHROME_PATH`, Debian's by default) driven by Lighthouse with its default settings: mobile
 * emulation and simulated mobile throttling. A run that Lighthouse reports as failed (`runtimeError`)
 * throws instead of being scored.
 */
export async function startAuditor(): Promise<Auditor> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const auditOnce = async (url: string): Promise<PageScores> => {
    const run = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!run) throw new Error(`${url}: Lighthouse returned no result`);
    const result = run.lhr;
    if (result.runtimeError)
      throw new Error(`${url}: ${result.runtimeError.code} ${result.runtimeError.message}`);
    return {
      performance: score(result, 'performance'),
      accessibility: score(result, 'accessibility'),
      bestPractices: score(result, 'best-practices'),
      seo: score(result, 'seo'),
      lcpMs: numeric(result, 'largest-contentful-paint'),
      tbtMs: numeric(result, 'total-blocking-time'),
      cls: numeric(result, 'cumulative-layout-shift'),
      lighthouseVersion: result.lighthouseVersion,
      userAgent: result.environment.hostUserAgent,
      benchmarkIndex: result.environment.benchmarkIndex,
    };
  };
  return {
    audit: async (url) => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await auditOnce(url);
        } catch (error) {
          if (attempt >= ATTEMPTS) throw error;
          console.error(`${error instanceof Error ? error.message : String(error)}; trying again`);
        }
      }
    },
    close: async () => {
      chrome.kill();
    },
  };
}
