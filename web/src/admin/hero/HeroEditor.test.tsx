import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderContentEditor } from '../shared/content-editor-test-support';
import { HeroEditor } from './HeroEditor';

const renderEditor = (language?: 'mk' | 'al') =>
  renderContentEditor(<HeroEditor />, { type: 'hero', items: [], path: '/admin/hero-editor', language });

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
    renderEditor('al');
    expect(await screen.findByRole('tab', { name: 'Slajdi hyrës 1' })).toBeTruthy();
    expect(screen.getByLabelText('Titulli kryesor (shqip)')).toBeTruthy();
    expect(screen.getByLabelText('Rreshti i vogël sipër (opsional) (maqedonisht)')).toBeTruthy();
    expect(screen.getByText('Pamja e drejtpërdrejtë (shqip)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ruaj ndryshimet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Hiq slajdin e dytë/ })).toBeTruthy();
  });
});
