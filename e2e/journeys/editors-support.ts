import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';
import {
  LANGUAGES,
  defaultContent,
  otherLanguage,
  type BilingualSiteContentItem,
  type Language,
} from '@hiti/contracts';
import { E2E_ADMIN } from '../support/constants';
import { useBrowserPage } from '../support/page';

export type StoreLanguage = Language;

const run = randomBytes(3).toString('hex');

/** A text unique to this run, field and language, e.g. `MK-hero-title-3fa2c1`. */
export function marker(field: string, language: StoreLanguage): string {
  return `${language.toUpperCase()}-${field}-${run}`;
}

/** Both languages' markers of a field. */
export function markers(field: string): Record<StoreLanguage, string> {
  return { mk: marker(field, 'mk'), al: marker(field, 'al') };
}

/** A value the same in both languages (a phone number, a link), unique to this run. */
export function neutral(field: string): string {
  return `${field}-${run}`;
}

/** The storefront address of a page in a language: Macedonian at the path, Albanian under /al. */
function storePath(path: string, language: StoreLanguage): string {
  if (language === 'mk') return path;
  return path === '/' ? '/al' : `/al${path}`;
}

export async function signIn(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/admin`);
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/admin\/dashboard$/);
}

const exactLabel = (label: string | RegExp, suffix: string) =>
  typeof label === 'string' ? `${label} (${suffix})` : new RegExp(`${label.source} \\(${suffix}\\)$`);

/** Fills a field's Macedonian and Albanian inputs (labelled "<label> (MK)" and "<label> (AL)"). */
export async function fillBilingual(
  scope: Page | Locator,
  label: string | RegExp,
  texts: Record<StoreLanguage, string>,
): Promise<void> {
  await scope.getByLabel(exactLabel(label, 'MK'), { exact: true }).fill(texts.mk);
  await scope.getByLabel(exactLabel(label, 'AL'), { exact: true }).fill(texts.al);
}

/**
 * Runs `submit` and waits until the writes it started (to `/api/`, any method but GET) have all been
 * answered and no further write followed; throws naming any write that was refused.
 */
export async function saved(page: Page, submit: () => Promise<void>): Promise<void> {
  const writes: Request[] = [];
  const answered = new Set<Request>();
  const failures: string[] = [];
  const isWrite = (request: Request) =>
    request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/');
  const onRequest = (request: Request) => {
    if (isWrite(request)) writes.push(request);
  };
  const onFinished = (request: Request) => {
    if (!isWrite(request)) return;
    answered.add(request);
    void request.response().then((response) => {
      if (!response || response.status() >= 400) {
        failures.push(`${request.method()} ${request.url()} -> ${response?.status() ?? 'no answer'}`);
      }
    });
  };
  const onFailed = (request: Request) => {
    if (!isWrite(request)) return;
    answered.add(request);
    failures.push(`${request.method()} ${request.url()} failed: ${request.failure()?.errorText ?? ''}`);
  };
  page.on('request', onRequest);
  page.on('requestfinished', onFinished);
  page.on('requestfailed', onFailed);
  try {
    await submit();
    let settledChecks = 0;
    for (let attempt = 0; attempt < 200 && settledChecks < 3; attempt += 1) {
      await page.waitForTimeout(150);
      const settled = writes.length > 0 && writes.every((request) => answered.has(request));
      settledChecks = settled ? settledChecks + 1 : 0;
    }
    if (writes.length === 0) {
      const alerts = await page.getByRole('alert').allInnerTexts();
      throw new Error(`saving sent no write to the API; the page says: ${alerts.join(' | ') || 'nothing'}`);
    }
    if (settledChecks < 3) throw new Error('a write of the save was never answered');
    await Promise.all(writes.map((request) => request.response()));
    if (failures.length > 0) throw new Error(`saving was refused: ${failures.join('; ')}`);
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onFinished);
    page.off('requestfailed', onFailed);
  }
}

/** What one language's page must show (texts as read on the page) and what it must never show. */
export interface PageExpectation {
  shows: readonly string[];
  hides: readonly string[];
  /** Further checks on the page (attributes, labels); each answers a problem or null. */
  checks?: readonly ((page: Page) => Promise<string | null>)[];
}

/** The problems of the page as it stands: missing texts, texts of the other language, failed checks. */
async function problemsOf(page: Page, expectation: PageExpectation): Promise<string[]> {
  const text = (await page.evaluate(() => document.body.innerText)).toLowerCase();
  const problems = [
    ...expectation.shows
      .filter((wanted) => !text.includes(wanted.toLowerCase()))
      .map((t) => `missing "${t}"`),
    ...expectation.hides.filter((other) => text.includes(other.toLowerCase())).map((t) => `shows "${t}"`),
  ];
  for (const check of expectation.checks ?? []) {
    const problem = await check(page);
    if (problem) problems.push(problem);
  }
  return problems;
}

/**
 * Opens a storefront page and reloads it until it meets the expectation (a saved text reaches the page
 * once the content event has dropped the cached read) or the attempts run out; answers what is still wrong.
 */
async function storefrontProblems(
  page: Page,
  url: string,
  expectation: PageExpectation,
  attempts = 12,
): Promise<string[]> {
  let problems: string[] = [];
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (attempt > 0) await page.waitForTimeout(500);
    await page.goto(url);
    problems = await problemsOf(page, expectation);
    if (problems.length === 0) return [];
  }
  return problems;
}

/** A check: an element of `role` whose name contains `name` exists (e.g. an image by its alt text). */
export function hasRole(role: 'img' | 'link' | 'button', name: string) {
  return async (page: Page) =>
    (await page.getByRole(role, { name }).count()) > 0 ? null : `no ${role} named "${name}"`;
}

/** A check: no element of `role` has a name containing `name`. */
export function lacksRole(role: 'img' | 'link' | 'button', name: string) {
  return async (page: Page) =>
    (await page.getByRole(role, { name }).count()) === 0 ? null : `a ${role} named "${name}"`;
}

/** A check: some link's address contains `fragment`. */
export function linksTo(fragment: string) {
  return async (page: Page) => {
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    return hrefs.some((href) => href.includes(fragment)) ? null : `no link to "${fragment}"`;
  };
}

/** The per-language outcome of every editor, printed as a table after the run. */
export class EditorTable {
  private readonly rows = new Map<string, Record<StoreLanguage, boolean>>();

  record(editor: string, language: StoreLanguage, visible: boolean): void {
    const row = this.rows.get(editor) ?? { mk: false, al: false };
    row[language] = visible;
    this.rows.set(editor, row);
  }

  markdown(): string {
    const lines = ['| Editor | mk visible | al visible |', '|---|---|---|'];
    for (const [editor, row] of this.rows) {
      lines.push(`| ${editor} | ${row.mk ? 'yes' : 'NO'} | ${row.al ? 'yes' : 'NO'} |`);
    }
    return lines.join('\n');
  }
}

/** Each language's page shows its own markers of `fields` (and `extra.shows`), never the other language's. */
export function bilingualExpectation(
  fields: readonly string[],
  language: StoreLanguage,
  extra: Partial<PageExpectation> = {},
): PageExpectation {
  return {
    shows: [...fields.map((field) => marker(field, language)), ...(extra.shows ?? [])],
    hides: [...fields.map((field) => marker(field, otherLanguage(language))), ...(extra.hides ?? [])],
    checks: extra.checks ?? [],
  };
}

/**
 * The assertion of an editor journey: reads the storefront page in mk and in al, records the editor's
 * row in the table and fails with what is wrong in either language.
 */
function storefrontAssertion(currentPage: () => Page, baseUrl: string, table: EditorTable) {
  return async (
    editor: string,
    path: string,
    expectation: (language: StoreLanguage) => PageExpectation,
  ): Promise<void> => {
    const page = currentPage();
    const problems: Partial<Record<StoreLanguage, string[]>> = {};
    for (const language of LANGUAGES) {
      const found = await storefrontProblems(
        page,
        `${baseUrl}${storePath(path, language)}`,
        expectation(language),
      );
      table.record(editor, language, found.length === 0);
      problems[language] = found;
    }
    expect(problems, `${editor} on ${path}`).toEqual({ mk: [], al: [] });
  };
}

/** The visible panel of the selected tab. */
export const activePanel = (page: Page) => page.getByRole('tabpanel');

export async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
}

/** Clicks the save button of `scope` and waits until the save has been answered. */
export async function saveIn(page: Page, scope: Locator | Page, button = 'Save Changes'): Promise<void> {
  await saved(page, () => scope.getByRole('button', { name: button, exact: true }).click());
}

/** The bilingual content items of a type as stored, read through the admin session of the page. */
export async function storedContent(page: Page, type: string): Promise<BilingualSiteContentItem[]> {
  return page.evaluate(async (contentType) => {
    const response = await fetch(`/api/site-content?type=${contentType}`, { credentials: 'include' });
    return (await response.json()) as BilingualSiteContentItem[];
  }, type);
}

/** A bilingual field of an editor: its label and the name its markers are made from. */
export type LabelledField = readonly [label: string | RegExp, field: string];

/** Fills every field's markers in `scope`; answers the fields' names. */
export async function fillFields(scope: Page | Locator, fields: readonly LabelledField[]): Promise<string[]> {
  for (const [label, field] of fields) await fillBilingual(scope, label, markers(field));
  return fields.map(([, field]) => field);
}

/** Opens an editor page, fills every field's markers and saves; answers the fields' names. */
export async function editPage(page: Page, url: string, fields: readonly LabelledField[]): Promise<string[]> {
  await page.goto(url);
  const names = await fillFields(page, fields);
  await saveIn(page, page);
  return names;
}

/**
 * One browser page for the test file, signed in as the admin before the first test; answers the page,
 * the site address and the storefront assertion, and prints the table of editors after the last test.
 */
export function useEditorJourney(caption: string) {
  const baseUrl = inject('baseUrl');
  const currentPage = useBrowserPage();
  const table = new EditorTable();
  // the home page's hero goes back as it was: other journeys measure it with its usual slides and words
  let heroBefore: BilingualSiteContentItem[] = [];
  beforeAll(async () => {
    await signIn(currentPage(), baseUrl);
    heroBefore = [
      ...(await storedContent(currentPage(), 'hero')),
      ...(await storedContent(currentPage(), 'hero_text')),
    ];
  });
  afterAll(async () => {
    await restoreTexts(currentPage(), 'hero', heroBefore, /./);
    await restoreTexts(currentPage(), 'hero_text', heroBefore, /./);
    console.log(`\n${caption}:\n${table.markdown()}\n`);
  });
  return { baseUrl, currentPage, expectStorefront: storefrontAssertion(currentPage, baseUrl, table) };
}

/** Puts the texts of `type` whose keys match `keys` back as they were, so other journeys find them as usual. */
export async function restoreTexts(
  page: Page,
  type: string,
  before: readonly BilingualSiteContentItem[],
  keys: RegExp,
): Promise<void> {
  const now = await storedContent(page, type);
  for (const item of now.filter((candidate) => keys.test(candidate.key))) {
    const previous = before.find((candidate) => candidate.key === item.key) ?? defaultContent(item.key);
    if (!previous) continue;
    await page.evaluate(
      async ({ id, content }) => {
        const response = await fetch(`/api/site-content/${id}`, {
          method: 'PATCH',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ content }),
        });
        if (!response.ok) throw new Error(`restoring content ${id} answered ${response.status}`);
      },
      { id: item.id, content: previous.content },
    );
  }
}
