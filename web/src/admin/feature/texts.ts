import { defineAdminTexts } from '../i18n/define-texts';

/** The Feature Section Editor's texts. */
export const featureTexts = defineAdminTexts(
  'feature',
  {
    title: 'Feature Section Editor',
    topText: 'Top Text',
    sectionTitle: 'Title',
    description: 'Description',
    featureTitle: 'Feature {{n}} Title',
    featureContent: 'Feature {{n}} Content',
  },
  {
    mk: {
      title: 'Уредување на делот со предности',
      topText: 'Горен текст',
      sectionTitle: 'Наслов',
      description: 'Опис',
      featureTitle: 'Наслов на предност {{n}}',
      featureContent: 'Текст на предност {{n}}',
    },
    al: {
      title: 'Redaktimi i pjesës së veçorive',
      topText: 'Teksti sipër',
      sectionTitle: 'Titulli',
      description: 'Përshkrimi',
      featureTitle: 'Titulli i veçorisë {{n}}',
      featureContent: 'Teksti i veçorisë {{n}}',
    },
  },
);
