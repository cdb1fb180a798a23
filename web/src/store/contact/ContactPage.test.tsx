import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../api/query-client';
import { siteContentKeys } from '../../api/query-keys';
import { answerRoute } from '../../test/http-mock';
import { renderApp } from '../../test/render';
import { answerLayoutReads } from '../layout/site-layout-test-support';
import { ContactPage } from './ContactPage';

function renderContact(path: string, lang: 'mk' | 'al') {
  const queryClient = createQueryClient();
  // a fresh install: the page shows its default texts
  queryClient.setQueryData(siteContentKeys.list({ type: 'contact', lang }), []);
  queryClient.setQueryData(siteContentKeys.list({ type: 'social', lang }), []);
  answerLayoutReads();
  answerRoute('listStores', []);
  return renderApp(<ContactPage />, { queryClient, path });
}

describe('ContactPage', () => {
  it.each([
    ['/contact', 'mk'],
    ['/al/contact', 'al'],
  ] as const)('on %s, outlines the page for screen readers without skipped heading levels', (path, lang) => {
    renderContact(path, lang);
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      expect(level - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1);
    });
    expect(levels.filter((level) => level === 2)).toHaveLength(2);
  });
});
