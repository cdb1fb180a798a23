import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  BilingualSiteContentItem,
  BilingualSiteContentMetadata,
  BilingualText,
  SiteContentSaveItem,
} from '@hiti/contracts';
import { HeroEditor } from '../hero/HeroEditor';
import { renderContentEditor, savedItems, answerContentSaves } from '../shared/content-editor-test-support';
import { heroSlide } from './slide-test-support';
import { SlideCards, SliderManagement } from './SliderManagement';

const first = heroSlide('hero_slider_1', '/a.jpg', {
  title: { mk: 'Топлина', al: 'Ngrohtësi' },
  description: { mk: 'Опис', al: 'Përshkrim' },
});
const second = heroSlide('hero_slider_2', '/b.jpg', {
  title: { mk: 'Втор', al: 'I dyti' },
  description: { mk: 'Втор опис', al: 'Përshkrimi i dytë' },
});
/** A removal made before removals were marked: a plain copy of the first slide. */
const olderRemoval = heroSlide('hero_slider_2', '/a.jpg', first.metadata);

type Language = 'mk' | 'al' | undefined;

/** A slide as a save sends it. */
const slideSaved = (
  key: string,
  content: BilingualText,
  metadata: BilingualSiteContentMetadata,
): SiteContentSaveItem => ({ type: 'hero', key, content, contentType: 'image', metadata });

const renderSliders = (items: BilingualSiteContentItem[], language?: Language) =>
  renderContentEditor(<SliderManagement />, { type: 'hero', items, path: '/admin/sliders', language });
const renderHero = (items: BilingualSiteContentItem[], language?: Language) =>
  renderContentEditor(<HeroEditor />, { type: 'hero', items, path: '/admin/hero-editor', language });
const renderContentTab = (items: BilingualSiteContentItem[], language?: Language) =>
  renderContentEditor(<SlideCards />, { type: 'hero', items, path: '/admin/content', language });

const submit = (name: RegExp | string) => fireEvent.click(screen.getByRole('button', { name }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Remove Second Slider', () => {
  it('copies the first slide over the second (SPEC) and marks it removed', async () => {
    const writes = answerContentSaves();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderHero([first, second]);
    submit(/Remove Second Slider/);
    expect(await screen.findByText('Second slider removed')).toBeTruthy();
    expect(savedItems(writes)).toEqual([
      [slideSaved('hero_slider_2', first.content, { ...first.metadata, removed: true })],
    ]);
  });

  it('keeps the second slide removed after the first one is edited', async () => {
    const edited = heroSlide('hero_slider_1', '/c.jpg', { title: { mk: 'Нов', al: 'I ri' } });
    const removed = heroSlide('hero_slider_2', '/a.jpg', { ...first.metadata, removed: true });
    renderSliders([edited, removed]);
    expect(await screen.findByRole('button', { name: /Add Second Slider/ })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Edit Slider/ })).toHaveLength(1);
  });

  it('marks an older removal when the first slide is saved, so the edit does not bring it back', async () => {
    const writes = answerContentSaves();
    renderHero([first, olderRemoval]);
    fireEvent.change(await screen.findByLabelText('Main Heading (MK)'), { target: { value: 'Нов наслов' } });
    submit('Save Changes');
    expect(await screen.findByText('Hero section updated')).toBeTruthy();
    expect(writes).toHaveLength(1);
    expect(savedItems(writes)[0]?.map((item) => [item.key, item.metadata?.removed])).toEqual([
      ['hero_slider_1', undefined],
      ['hero_slider_2', true],
    ]);
  });

  it('sends nothing for the first slide saved unchanged (no empty top line is added)', async () => {
    const writes = answerContentSaves();
    renderHero([first, second]);
    await screen.findByLabelText('Main Heading (MK)');
    submit('Save Changes');
    expect(await screen.findByText('Hero section updated')).toBeTruthy();
    expect(writes).toEqual([]);
  });

  it('sends only the changed slide, in one request, its other texts as stored', async () => {
    const writes = answerContentSaves();
    renderHero([first, second]);
    fireEvent.change(await screen.findByLabelText('Main Heading (AL)'), {
      target: { value: 'Ngrohtësi e re' },
    });
    submit('Save Changes');
    expect(await screen.findByText('Hero section updated')).toBeTruthy();
    const title = { mk: 'Топлина', al: 'Ngrohtësi e re' };
    expect(savedItems(writes)).toEqual([
      [slideSaved('hero_slider_1', first.content, { ...first.metadata, title })],
    ]);
  });

  it('shows a second slide added again, without the mark', async () => {
    const removed = heroSlide('hero_slider_2', '/a.jpg', { ...first.metadata, removed: true });
    const writes = answerContentSaves();
    renderSliders([first, removed]);
    fireEvent.click(await screen.findByRole('button', { name: /Add Second Slider/ }));
    fireEvent.change(screen.getByLabelText('Main Heading (MK)'), { target: { value: 'Втор' } });
    submit('Save Changes');
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(savedItems(writes)[0]?.map((item) => item.key)).toEqual(['hero_slider_2']);
    expect(savedItems(writes)[0]?.[0]?.metadata?.removed).toBeUndefined();
  });
});

describe('slide save messages', () => {
  it('Slider Management: "Slider updated" for a stored slide', async () => {
    answerContentSaves();
    renderSliders([first, second]);
    fireEvent.click((await screen.findAllByRole('button', { name: /Edit Slider/ }))[0] as HTMLElement);
    submit('Save Changes');
    expect(await screen.findByText('Slider updated')).toBeTruthy();
  });

  it('Slider Management: "Slider created" only when the slide is really created', async () => {
    const writes = answerContentSaves();
    renderSliders([first]);
    fireEvent.click(await screen.findByRole('button', { name: /Add Second Slider/ }));
    submit('Save Changes');
    expect(await screen.findByText('Slider created')).toBeTruthy();
    expect(screen.getByText('Your homepage slider has been created successfully.')).toBeTruthy();
    expect(savedItems(writes).map((items) => items.map((item) => item.key))).toEqual([['hero_slider_2']]);
  });

  it('Slider Management: adding a removed slide back updates it, "Slider updated"', async () => {
    const writes = answerContentSaves();
    renderSliders([first, olderRemoval]);
    fireEvent.click(await screen.findByRole('button', { name: /Add Second Slider/ }));
    submit('Save Changes');
    expect(await screen.findByText('Slider updated')).toBeTruthy();
    expect(screen.queryByText('Slider created')).toBeNull();
    expect(savedItems(writes).map((items) => items.map((item) => item.key))).toEqual([['hero_slider_2']]);
  });

  it('Slider Management: "Error saving slider" on failure, in Macedonian', async () => {
    answerContentSaves({ code: 'INTERNAL' });
    renderSliders([first, second], 'mk');
    fireEvent.click((await screen.findAllByRole('button', { name: /Уреди го слајдот/ }))[0] as HTMLElement);
    fireEvent.change(screen.getByLabelText('Главен наслов (македонски)'), { target: { value: 'Нов' } });
    submit('Зачувај ги промените');
    expect(await screen.findByText('Грешка при зачувување на слајдерот')).toBeTruthy();
  });

  it('Hero editor: "Hero section updated", in Albanian', async () => {
    answerContentSaves();
    renderHero([first, second], 'al');
    await screen.findByLabelText('Titulli kryesor (shqip)');
    submit('Ruaj ndryshimet');
    expect(await screen.findByText('Pjesa hyrëse u përditësua')).toBeTruthy();
  });

  it('Hero editor: "Error saving changes" on failure', async () => {
    answerContentSaves({ code: 'INTERNAL' });
    renderHero([first, second]);
    fireEvent.change(await screen.findByLabelText('Main Heading (MK)'), { target: { value: 'Нов' } });
    submit('Save Changes');
    expect(await screen.findByText('Error saving changes')).toBeTruthy();
    expect(screen.queryByText('Error saving slider')).toBeNull();
  });

  it('Content Management slider tab: "Content saved" naming the tab', async () => {
    answerContentSaves();
    renderContentTab([first, second]);
    fireEvent.click((await screen.findAllByRole('button', { name: /Edit Slider/ }))[0] as HTMLElement);
    submit('Save Changes');
    expect(await screen.findByText('Content saved')).toBeTruthy();
    expect(screen.getByText('Slider Images has been updated successfully.')).toBeTruthy();
  });

  it('Content Management slider tab: "Content saved" in Macedonian', async () => {
    answerContentSaves();
    renderContentTab([first, second], 'mk');
    fireEvent.click((await screen.findAllByRole('button', { name: /Уреди го слајдот/ }))[0] as HTMLElement);
    submit('Зачувај ги промените');
    expect(await screen.findByText('Содржината е зачувана')).toBeTruthy();
    expect(screen.getByText('„Слики на слајдерот“ е успешно ажурирано.')).toBeTruthy();
  });
});

describe('slide image', () => {
  it('refuses an image address the site would not show, under the field in Albanian', async () => {
    const writes = answerContentSaves();
    renderHero([first, second], 'al');
    fireEvent.change(await screen.findByLabelText('Imazhi i sfondit'), {
      target: { value: 'javascript:alert(1)' },
    });
    submit('Ruaj ndryshimet');
    expect(await screen.findByText('Shkruani një URL ose shteg të vlefshëm')).toBeTruthy();
    await waitFor(() => expect(writes).toEqual([]));
  });
});

describe('Homepage Hero Editor after the second slide is removed', () => {
  const removed = heroSlide('hero_slider_2', '/a.jpg', { ...first.metadata, removed: true });

  it('says on the second tab that the slide is not on the home page and that saving adds it', async () => {
    renderHero([first, removed]);
    fireEvent.click(await screen.findByRole('tab', { name: 'Hero Slide 2' }));
    expect(
      await screen.findByText('The second slide is not shown on the home page. Saving this form adds it.'),
    ).toBeTruthy();
  });

  it('says so in Macedonian, and not while both slides are shown', async () => {
    const { unmount } = renderHero([first, removed], 'mk');
    fireEvent.click(await screen.findByRole('tab', { name: 'Воведен слајд 2' }));
    expect(
      await screen.findByText(
        'Вториот слајд не се прикажува на почетната страница. Со зачувување на овој формулар се додава.',
      ),
    ).toBeTruthy();
    unmount();
    window.localStorage.clear();
    renderHero([first, second]);
    fireEvent.click(await screen.findByRole('tab', { name: 'Hero Slide 2' }));
    await screen.findByDisplayValue('Втор');
    expect(screen.queryByText(/not shown on the home page/)).toBeNull();
  });
});
