import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const path of process.argv.slice(2)) {
  const run = await lighthouse(`http://localhost:4105${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const r = run!.lhr;
  const a = (k: string) => r.audits[k];
  console.log(path, 'perf', r.categories.performance?.score, 'bench', r.environment.benchmarkIndex, 'TBT', Math.round(a('total-blocking-time')?.numericValue ?? 0), 'LCP', Math.round(a('largest-contentful-paint')?.numericValue ?? 0), 'FCP', Math.round(a('first-contentful-paint')?.numericValue ?? 0), 'SI', Math.round(a('speed-index')?.numericValue ?? 0));
  const boot = (a('bootup-time')?.details as { items?: { url: string; total: number; scripting: number }[] })?.items ?? [];
  for (const item of boot.slice(0, 5)) console.log('  boot', Math.round(item.total), Math.round(item.scripting), item.url.slice(-60));
  const work = (a('mainthread-work-breakdown')?.details as { items?: { groupLabel: string; duration: number }[] })?.items ?? [];
  console.log('  work', work.map((w) => `${w.groupLabel}:${Math.round(w.duration)}`).join(' '));
  const lt = (a('long-tasks')?.details as { items?: { url: string; duration: number; startTime: number }[] })?.items ?? [];
  console.log('  long', lt.slice(0, 6).map((t) => `${Math.round(t.duration)}@${Math.round(t.startTime)} ${t.url.slice(-30)}`).join(' | '));
}
chrome.kill();
