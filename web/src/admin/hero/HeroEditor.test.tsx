import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authCheckQuery } from '../../api/auth';
import { createQueryClient } from '../../api/query-client';
import { siteContentKeys } from '../../api/query-keys';
import { renderApp } from '../../test/render';
import { ADMIN_LANGUAGE_KEY } from '../i18n/admin-language';
import { HeroEditor } from './HeroEditor';

function renderEditor(language?: 'mk' | 'sq') {
  if (language) window.localStorage.setItem(ADMIN_LANGUAGE_KEY, language);
  const queryClient = createQueryClient();
  queryClient.setQueryData(authCheckQuery.queryKey, { authenticated: true, role: 'super_admin' });
  queryClient.setQueryData(siteContentKeys.list({ type: 'hero', lang: 'both' }), []);
  return renderApp(<HeroEditor />, { queryClient, path: '/admin/hero-editor' });
}

describe('Homepage Hero Editor languages', () => {
  it('speaks English by default', async () => {
    renderEditor();
    expect(await screen.findByRole('tab', { name: 'Hero Slide 1' })).toBeTruthy();
    expect(screen.getByLabelText('Main Heading (MK)')).toBeTruthy();
    expect(screen.getByLabelText('Small Top Line (Optional) (AL)')).toBeTruthy();
    expect(screen.getByText('Live Preview (AL)')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Remove Second Slider/ })).toBeTruthy();
  });

  it('shows its tabs, slide fields, previews and buttons in Macedonian', async () => {
    renderEditor('mk');
    expect(await screen.findByRole('tab', { name: 'Воведен слајд 2' })).toBeTruthy();
    expect(screen.getByText('Уредување на воведниот дел на почетната страница')).toBeTruthy();
    expect(screen.getByLabelText('Главен наслов (македонски)')).toBeTruthy();
    expect(screen.getByLabelText('Поднаслов / опис (албански)')).toBeTruthy();
    expect(screen.getByLabelText('Слика во позадина')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Прикачи/ })).toBeTruthy();
    expect(screen.getByText('Преглед во живо (македонски)')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Отстрани го вториот слајд/ })).toBeTruthy();
  });

  it('shows its tabs, slide fields, previews and buttons in Albanian', async () => {
    renderEditor('sq');
    expect(await screen.findByRole('tab', { name: 'Slajdi hyrës 1' })).toBeTruthy();
    expect(screen.getByLabelText('Titulli kryesor (shqip)')).toBeTruthy();
    expect(screen.getByLabelText('Rreshti i vogël sipër (opsional) (maqedonisht)')).toBeTruthy();
    expect(screen.getByText('Pamja e drejtpërdrejtë (shqip)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ruaj ndryshimet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Hiq slajdin e dytë/ })).toBeTruthy();
  });
});
