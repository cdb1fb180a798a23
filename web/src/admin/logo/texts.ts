import { defineAdminTexts } from '../i18n/define-texts';

/** The logo screens' texts (Logo Management and the Content Management tab). */
export const logoTexts = defineAdminTexts(
  'logo',
  {
    title: 'Logo Management',
    cardTitle: 'Update Website Logo',
    file: 'Current Logo and Logo File (PNG, JPG or SVG)',
    chooseFile: 'Choose Logo File',
    altText: 'Alt Text',
    recommendedSize:
      'Recommended size: 200-250 px wide, 50-80 px high. PNG or SVG with a transparent background.',
    save: 'Save Logo',
    useDefault: 'Use the Default Logo',
  },
  {
    mk: {
      title: 'Управување со логото',
      cardTitle: 'Ажурирајте го логото на веб-страницата',
      file: 'Тековно лого и датотека на логото (PNG, JPG или SVG)',
      chooseFile: 'Избери датотека на логото',
      altText: 'Алтернативен текст',
      recommendedSize:
        'Препорачана големина: 200-250 px ширина, 50-80 px висина. PNG или SVG со проѕирна позадина.',
      save: 'Зачувај го логото',
      useDefault: 'Врати го основното лого',
    },
    al: {
      title: 'Menaxhimi i logos',
      cardTitle: 'Përditësoni logon e faqes',
      file: 'Logoja aktuale dhe skedari i logos (PNG, JPG ose SVG)',
      chooseFile: 'Zgjidhni skedarin e logos',
      altText: 'Teksti alternativ',
      recommendedSize:
        'Madhësia e rekomanduar: 200-250 px gjerësi, 50-80 px lartësi. PNG ose SVG me sfond transparent.',
      save: 'Ruaj logon',
      useDefault: 'Rikthe logon e parazgjedhur',
    },
  },
);
