import { useAdminTexts } from '../i18n/use-admin-language';
import type { SaveToasts } from '../shared/use-content-editor';

/** The screens that edit a slide, each with its own messages (SPEC §8 Content, Slider, Hero). */
export type SlideScreen = 'slider' | 'hero' | 'content';

/** The toasts of a slide's save on `screen`; `creating` when no item of that place is stored yet. */
export function useSlideToasts(screen: SlideScreen, creating: boolean): SaveToasts {
  const message = useAdminTexts('messages');
  const content = useAdminTexts('contentManagement');
  switch (screen) {
    case 'slider':
      return {
        saved: creating
          ? { title: message('sliderCreated'), description: message('sliderCreatedBody') }
          : { title: message('sliderUpdated') },
        failed: { title: message('sliderSaveError') },
      };
    case 'hero':
      return { saved: { title: message('heroUpdated') }, failed: { title: message('saveChangesError') } };
    case 'content':
      return {
        saved: {
          title: message('contentSaved'),
          description: message('contentSavedBody', { type: content('sliderTab') }),
        },
        failed: { title: message('contentSaveError'), description: message('contentSaveErrorBody') },
      };
  }
}
