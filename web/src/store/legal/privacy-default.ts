import type { Language } from '@hiti/contracts';
import type { LegalSection } from './legal-html';

/** The built-in privacy policy (10 sections) shown when no legal text is stored. */
export const DEFAULT_PRIVACY: Record<Language, readonly LegalSection[]> = {
  mk: [
    {
      title: 'Собирање лични податоци',
      body: 'Собираме само податоци што доброволно ни ги давате: име, е-пошта, телефон и содржина на пораката кога го користите формуларот за контакт или се пријавувате за билтенот.',
    },
    {
      title: 'Цели на обработката',
      body: 'Податоците ги користиме за да одговориме на вашите прашања, да ви испратиме понуди што сте ги побарале и за билтенот ако сте се пријавиле.',
    },
    {
      title: 'Правна основа',
      body: 'Обработката се врши врз основа на вашата согласност и нашиот легитимен интерес, во согласност со Законот за заштита на личните податоци на Република Северна Македонија.',
    },
    {
      title: 'Чување на податоците',
      body: 'Податоците ги чуваме само онолку колку што е потребно за целта за која се собрани или колку што бара законот.',
    },
    {
      title: 'Права на корисниците',
      body: 'Имате право на:',
      items: [
        'пристап до вашите податоци;',
        'исправка на неточни податоци;',
        'бришење на податоците;',
        'ограничување на обработката;',
        'приговор на обработката;',
        'преносливост на податоците;',
        'повлекување на согласноста во секое време.',
      ],
    },
    {
      title: 'Безбедност',
      body: 'Применуваме технички и организациски мерки за заштита на податоците од неовластен пристап, губење или злоупотреба.',
    },
    {
      title: 'Споделување со трети страни',
      body: 'Не ги продаваме вашите податоци. Ги споделуваме само со доставувачи на услуги што ни помагаат во работењето и само колку што е потребно.',
    },
    {
      title: 'Колачиња',
      body: 'Страницата користи само неопходни колачиња и локално складирање за јазикот и темата што сте ги избрале.',
    },
    {
      title: 'Измени на политиката',
      body: 'Оваа политика може да ја измениме. Новата верзија важи од објавувањето на оваа страница.',
    },
    {
      title: 'Контакт',
      body: 'За остварување на вашите права или прашања за приватноста, контактирајте нè преку страницата за контакт.',
    },
  ],
  al: [
    {
      title: 'Mbledhja e të dhënave personale',
      body: 'Mbledhim vetëm të dhënat që na i jepni vullnetarisht: emrin, email-in, telefonin dhe përmbajtjen e mesazhit kur përdorni formularin e kontaktit ose abonoheni në buletin.',
    },
    {
      title: 'Qëllimet e përpunimit',
      body: 'Të dhënat i përdorim për t’iu përgjigjur pyetjeve tuaja, për t’ju dërguar ofertat që keni kërkuar dhe për buletinin nëse jeni abonuar.',
    },
    {
      title: 'Baza ligjore',
      body: 'Përpunimi bëhet në bazë të pëlqimit tuaj dhe interesit tonë legjitim, në përputhje me Ligjin për mbrojtjen e të dhënave personale të Republikës së Maqedonisë së Veriut.',
    },
    {
      title: 'Ruajtja e të dhënave',
      body: 'Të dhënat i ruajmë vetëm për aq kohë sa është e nevojshme për qëllimin për të cilin janë mbledhur ose sa kërkon ligji.',
    },
    {
      title: 'Të drejtat e përdoruesve',
      body: 'Keni të drejtë për:',
      items: [
        'qasje në të dhënat tuaja;',
        'korrigjimin e të dhënave të pasakta;',
        'fshirjen e të dhënave;',
        'kufizimin e përpunimit;',
        'kundërshtimin e përpunimit;',
        'bartshmërinë e të dhënave;',
        'tërheqjen e pëlqimit në çdo kohë.',
      ],
    },
    {
      title: 'Siguria',
      body: 'Zbatojmë masa teknike dhe organizative për të mbrojtur të dhënat nga qasja e paautorizuar, humbja ose keqpërdorimi.',
    },
    {
      title: 'Ndarja me palë të treta',
      body: 'Nuk i shesim të dhënat tuaja. I ndajmë vetëm me ofruesit e shërbimeve që na ndihmojnë në punë dhe vetëm aq sa është e nevojshme.',
    },
    {
      title: 'Cookies',
      body: 'Faqja përdor vetëm cookies të domosdoshme dhe ruajtje lokale për gjuhën dhe temën që keni zgjedhur.',
    },
    {
      title: 'Ndryshimet e politikës',
      body: 'Këtë politikë mund ta ndryshojmë. Versioni i ri vlen nga publikimi në këtë faqe.',
    },
    {
      title: 'Kontakti',
      body: 'Për ushtrimin e të drejtave tuaja ose pyetje për privatësinë, na kontaktoni përmes faqes së kontaktit.',
    },
  ],
};
