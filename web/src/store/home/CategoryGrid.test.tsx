import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Category, Language } from '@hiti/contracts';
import { createQueryClient } from '../../api/query-client';
import { categoryKeys } from '../../api/query-keys';
import { answerRoute } from '../../test/http-mock';
import { renderApp } from '../../test/render';
import { CategoryGrid } from './CategoryGrid';

const NAMES: Record<Language, string[]> = {
  mk: ['Вградени камини', 'Електрични камини', 'Прибор', 'Камини на дрва'],
  al: ['Kamina Montues', 'Kamina Elektrik', 'Aksesor', 'Kamina Druri'],
};

function renderGrid(language: Language) {
  const queryClient = createQueryClient();
  const categories: Category[] = NAMES[language].map((name, index) => ({
    id: index + 1,
    name,
    description: '',
    imageUrl: index === 2 ? '/attached_assets/accessories.jpg' : null,
  }));
  answerRoute('listCategories', categories);
  queryClient.setQueryData(categoryKeys.list({ lang: language }), categories);
  return renderApp(<CategoryGrid />, { queryClient, path: language === 'al' ? '/al/' : '/' });
}

const pictureOf = (link: HTMLElement) => link.querySelector('img')?.getAttribute('src');

describe('CategoryGrid', () => {
  it.each(['mk', 'al'] as const)(
    'in %s, gives a known category without a picture its group picture, and links each listing by id',
    (language) => {
      renderGrid(language);
      const links = screen.getAllByRole('link');
      const prefix = language === 'al' ? '/al' : '';
      expect(links.map((link) => link.getAttribute('href'))).toEqual(
        [1, 2, 3, 4].map((id) => `${prefix}/products?category=${id}`),
      );
      expect(links.map(pictureOf)).toEqual([
        expect.stringContaining('/images/categories/built-in'),
        expect.stringContaining('/images/categories/electric'),
        expect.stringContaining('/attached_assets/accessories'),
        expect.stringContaining('/images/categories/fireplaces'),
      ]);
    },
  );
});
