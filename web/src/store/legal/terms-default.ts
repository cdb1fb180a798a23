import type { Language } from '@hiti/contracts';
import type { LegalSection } from './legal-html';

/** The built-in terms of use (10 sections) shown when no legal text is stored. */
export const DEFAULT_TERMS: Record<Language, readonly LegalSection[]> = {
  mk: [
    {
      title: 'Општи одредби',
      body: 'Со користење на оваа веб-страница ги прифаќате овие услови. Доколку не се согласувате со нив, ве молиме не ја користете страницата.',
    },
    {
      title: 'Интелектуална сопственост',
      body: 'Сите текстови, фотографии, логоа и други материјали на страницата се сопственост на Хити Камина или на нејзините партнери и се заштитени со закон.',
    },
    {
      title: 'Користење на веб-страницата',
      body: 'Страницата служи за информирање за нашите производи и услуги. Цените и достапноста се информативни и може да се менуваат без претходна најава.',
    },
    {
      title: 'Забрани',
      body: 'Забрането е:',
      items: [
        'копирање или дистрибуција на содржината без писмена дозвола;',
        'обиди за неовластен пристап до системите на страницата;',
        'испраќање лажни или навредливи пораки преку формуларите.',
      ],
    },
    {
      title: 'Врски до трети страни',
      body: 'Страницата може да содржи врски до страници на трети лица за чија содржина не одговараме.',
    },
    {
      title: 'Одговорност',
      body: 'Се трудиме информациите да бидат точни и ажурни, но не гарантираме дека страницата е без грешки или секогаш достапна.',
    },
    {
      title: 'Ограничување на одговорноста',
      body: 'Хити Камина не одговара за директна или индиректна штета настаната од користењето на страницата, во мерата дозволена со закон.',
    },
    {
      title: 'Измени',
      body: 'Овие услови може да ги измениме во секое време. Измените важат од објавувањето на оваа страница.',
    },
    {
      title: 'Применливо право',
      body: 'За овие услови се применува правото на Република Северна Македонија, а надлежен е судот во Скопје.',
    },
    {
      title: 'Контакт',
      body: 'За прашања во врска со овие услови, контактирајте нè преку страницата за контакт.',
    },
  ],
  al: [
    {
      title: 'Dispozita të përgjithshme',
      body: 'Duke përdorur këtë faqe ju pranoni këto kushte. Nëse nuk pajtoheni me to, ju lutemi mos e përdorni faqen.',
    },
    {
      title: 'Pronësia intelektuale',
      body: 'Të gjitha tekstet, fotografitë, logot dhe materialet e tjera në faqe janë pronë e Hiti Kamina ose e partnerëve të saj dhe mbrohen me ligj.',
    },
    {
      title: 'Përdorimi i faqes',
      body: 'Faqja shërben për informim mbi produktet dhe shërbimet tona. Çmimet dhe disponueshmëria janë informative dhe mund të ndryshojnë pa njoftim paraprak.',
    },
    {
      title: 'Ndalimet',
      body: 'Është e ndaluar:',
      items: [
        'kopjimi ose shpërndarja e përmbajtjes pa leje me shkrim;',
        'përpjekjet për qasje të paautorizuar në sistemet e faqes;',
        'dërgimi i mesazheve të rreme ose fyese përmes formularëve.',
      ],
    },
    {
      title: 'Lidhjet me palë të treta',
      body: 'Faqja mund të përmbajë lidhje me faqe të palëve të treta, për përmbajtjen e të cilave nuk mbajmë përgjegjësi.',
    },
    {
      title: 'Përgjegjësia',
      body: 'Përpiqemi që informacionet të jenë të sakta dhe të përditësuara, por nuk garantojmë që faqja është pa gabime ose gjithmonë e qasshme.',
    },
    {
      title: 'Kufizimi i përgjegjësisë',
      body: 'Hiti Kamina nuk mban përgjegjësi për dëme të drejtpërdrejta ose të tërthorta nga përdorimi i faqes, në masën e lejuar me ligj.',
    },
    {
      title: 'Ndryshimet',
      body: 'Këto kushte mund t’i ndryshojmë në çdo kohë. Ndryshimet vlejnë nga publikimi në këtë faqe.',
    },
    {
      title: 'Ligji i zbatueshëm',
      body: 'Për këto kushte zbatohet ligji i Republikës së Maqedonisë së Veriut, dhe kompetente është gjykata në Shkup.',
    },
    {
      title: 'Kontakti',
      body: 'Për pyetje lidhur me këto kushte, na kontaktoni përmes faqes së kontaktit.',
    },
  ],
};
