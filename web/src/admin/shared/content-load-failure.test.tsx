import { fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { authCheckQuery } from '../../api/auth';
import { createQueryClient } from '../../api/query-client';
import { answerRoute, apiError, onRoute } from '../../test/http-mock';
import { renderApp } from '../../test/render';
import { AboutEditor } from '../about/AboutEditor';
import { ContactEditor } from '../contact/ContactEditor';
import { ContentManagement } from '../content/ContentManagement';
import { FeatureEditor } from '../feature/FeatureEditor';
import { HeroEditor } from '../hero/HeroEditor';
import { ADMIN_LANGUAGE_KEY } from '../i18n/admin-language';
import { LegalEditor } from '../legal/LegalEditor';
import { LogoManagement } from '../logo/LogoManagement';
import { SliderManagement } from '../sliders/SliderManagement';

/**
 * The content service is down: the editors' read answers 503 until `recover` is called. No write is
 * answered: one would fail the test.
 */
function stubUnavailableContent() {
  let available = false;
  onRoute('listEditableSiteContent', () =>
    available ? [] : apiError('DEPENDENCY_UNAVAILABLE', { message: 'Content is unavailable.' }),
  );
  return { recover: () => (available = true) };
}

function renderEditor(ui: ReactElement, path: string, language?: 'mk' | 'al') {
  if (language) window.localStorage.setItem(ADMIN_LANGUAGE_KEY, language);
  answerRoute('countNewEnquiries', { new: 0 });
  const queryClient = createQueryClient();
  queryClient.setQueryData(authCheckQuery.queryKey, { authenticated: true, role: 'super_admin' });
  return renderApp(ui, { queryClient, path });
}

const EDITORS: [string, ReactElement, string][] = [
  ['Feature Section Editor', <FeatureEditor key="feature" />, '/admin/feature-editor'],
  ['Contact Page Editor', <ContactEditor key="contact" />, '/admin/contact-editor'],
  ['About Page Editor', <AboutEditor key="about" />, '/admin/about-editor'],
  ['Legal Pages Editor', <LegalEditor key="legal" />, '/admin/legal-editor'],
  ['Homepage Hero Editor', <HeroEditor key="hero" />, '/admin/hero-editor'],
  ['Slider Management', <SliderManagement key="sliders" />, '/admin/sliders'],
  ['Logo Management', <LogoManagement key="logo" />, '/admin/logo'],
  ['Content Management', <ContentManagement key="content" />, '/admin/content'],
];

describe('An editor whose content could not be read', () => {
  it.each(EDITORS)('%s says so instead of offering default texts to save', async (_name, ui, path) => {
    stubUnavailableContent();
    renderEditor(ui, path);
    expect(await screen.findByText('The content could not be loaded')).toBeTruthy();
    expect(screen.getByText('Nothing has been changed. Check the connection and try again.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Save/ })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows the form once Try again reads the content', async () => {
    const content = stubUnavailableContent();
    renderEditor(<FeatureEditor />, '/admin/feature-editor');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    content.recover();
    fireEvent.click(retry);
    expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeTruthy();
  });

  it('says so in Macedonian and in Albanian', async () => {
    stubUnavailableContent();
    const { unmount } = renderEditor(<FeatureEditor />, '/admin/feature-editor', 'mk');
    expect(await screen.findByText('Содржината не можеше да се вчита')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Обиди се повторно' })).toBeTruthy();
    unmount();
    renderEditor(<FeatureEditor />, '/admin/feature-editor', 'al');
    expect(await screen.findByText('Përmbajtja nuk mund të ngarkohej')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Provo përsëri' })).toBeTruthy();
  });
});
