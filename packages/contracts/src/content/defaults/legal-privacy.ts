import { SHOWROOM } from './contact';
import { legalDocument, list } from './legal-document';

const email = `<a href="mailto:${SHOWROOM.email}">${SHOWROOM.email}</a>`;

export const PRIVACY_MK = legalDocument(
  'Hiti Kamina ја почитува вашата приватност. Оваа политика објаснува кои лични податоци ги собираме ' +
    'преку веб-страницата, зошто и како ги користиме и кои права ги имате, во согласност со Законот за ' +
    'заштита на личните податоци („Службен весник на Република Северна Македонија“ бр. 42/2020).',
  [
    {
      title: 'Собирање на лични податоци',
      body:
        '<p>Собираме само податоци што доброволно ни ги доставувате: име и презиме, адреса на е-пошта, ' +
        'телефонски број и содржината на пораката кога го пополнувате формуларот за контакт, како и ' +
        'адресата на е-пошта кога се претплаќате на нашиот билтен. При посета на веб-страницата автоматски ' +
        'се евидентираат и технички податоци како IP-адреса, вид на прелистувач и време на пристап.</p>',
    },
    {
      title: 'Цели на обработката',
      body:
        '<p>Податоците ги користиме за:</p>' +
        list([
          'одговор на вашите прашања и барања за понуда;',
          'договарање на купување, испорака, монтажа и сервис;',
          'испраќање на билтенот, доколку сте се претплатиле;',
          'безбедност и правилно функционирање на веб-страницата.',
        ]),
    },
    {
      title: 'Правен основ',
      body:
        '<p>Податоците ги обработуваме врз основа на вашата согласност (формулар за контакт и билтен), ' +
        'заради преземање дејства на ваше барање пред склучување договор, заради исполнување на нашите ' +
        'законски обврски и врз основа на нашиот легитимен интерес за безбедност на веб-страницата.</p>',
    },
    {
      title: 'Чување на податоците',
      body:
        '<p>Пораките од формуларот за контакт ги чуваме само онолку колку што е потребно за да одговориме ' +
        'на барањето и за евентуална понатамошна соработка. Адресата на е-пошта за билтенот ја чуваме ' +
        'додека не се одјавите. Податоците што мора да ги чуваме според закон ги чуваме во пропишаните ' +
        'рокови.</p>',
    },
    {
      title: 'Ваши права',
      body:
        '<p>Во согласност со Законот за заштита на личните податоци имате право:</p>' +
        list([
          'на пристап до вашите лични податоци;',
          'на исправка на неточни или нецелосни податоци;',
          'на бришење на податоците;',
          'на ограничување на обработката;',
          'на приговор против обработката;',
          'на преносливост на податоците;',
          'да ја повлечете согласноста во секое време, без тоа да влијае на законитоста на обработката ' +
            'пред повлекувањето.',
        ]) +
        '<p>Доколку сметате дека вашите права се повредени, можете да поднесете барање до Агенцијата за ' +
        'заштита на личните податоци.</p>',
    },
    {
      title: 'Безбедност',
      body:
        '<p>Применуваме соодветни технички и организациски мерки за заштита на личните податоци од ' +
        'неовластен пристап, губење, злоупотреба или измена, вклучувајќи шифрирана врска, ограничен ' +
        'пристап и редовни безбедносни проверки.</p>',
    },
    {
      title: 'Споделување со трети лица',
      body:
        '<p>Вашите податоци не ги продаваме. Ги споделуваме само со доверливи давачи на услуги што ни ' +
        'помагаат во работата (хостинг, испраќање е-пошта), само во обем неопходен за нивната услуга и под ' +
        'обврска за доверливост, или кога тоа го бара закон или надлежен орган.</p>',
    },
    {
      title: 'Колачиња',
      body:
        '<p>Веб-страницата користи само неопходни колачиња и локално складирање во прелистувачот за да ' +
        'ги запамети избраниот јазик и изглед и за најава на администраторите. Не користиме колачиња за ' +
        'рекламирање. Колачињата можете да ги избришете или блокирате во поставките на вашиот ' +
        'прелистувач.</p>',
    },
    {
      title: 'Измени на политиката',
      body:
        '<p>Оваа политика може повремено да се ажурира. Секоја измена ќе биде објавена на оваа страница ' +
        'и важи од денот на објавувањето.</p>',
    },
    {
      title: 'Контакт',
      body:
        '<p>За прашања во врска со оваа политика или за остварување на вашите права контактирајте нè на ' +
        `${email} или преку формуларот на страницата <a href="/contact">Контакт</a>.</p>`,
    },
  ],
);

export const PRIVACY_AL = legalDocument(
  'Hiti Kamina e respekton privatësinë tuaj. Kjo politikë shpjegon se cilat të dhëna personale mbledhim ' +
    'nëpërmjet faqes së internetit, pse dhe si i përdorim ato dhe cilat të drejta keni, në përputhje me ' +
    'Ligjin për mbrojtjen e të dhënave personale („Gazeta Zyrtare e Republikës së Maqedonisë së Veriut“ ' +
    'nr. 42/2020).',
  [
    {
      title: 'Mbledhja e të dhënave personale',
      body:
        '<p>Mbledhim vetëm të dhënat që na i jepni vullnetarisht: emrin dhe mbiemrin, adresën e email-it, ' +
        'numrin e telefonit dhe përmbajtjen e mesazhit kur plotësoni formularin e kontaktit, si dhe ' +
        'adresën e email-it kur abonoheni në buletinin tonë. Gjatë vizitës në faqe regjistrohen ' +
        'automatikisht edhe të dhëna teknike si adresa IP, lloji i shfletuesit dhe koha e qasjes.</p>',
    },
    {
      title: 'Qëllimet e përpunimit',
      body:
        '<p>Të dhënat i përdorim për:</p>' +
        list([
          'përgjigjen ndaj pyetjeve dhe kërkesave tuaja për ofertë;',
          'marrëveshjen për blerjen, dorëzimin, montimin dhe servisimin;',
          'dërgimin e buletinit, nëse jeni abonuar;',
          'sigurinë dhe funksionimin e rregullt të faqes.',
        ]),
    },
    {
      title: 'Baza ligjore',
      body:
        '<p>Të dhënat i përpunojmë në bazë të pëlqimit tuaj (formulari i kontaktit dhe buletini), për ' +
        'ndërmarrjen e veprimeve me kërkesën tuaj para lidhjes së një kontrate, për përmbushjen e ' +
        'detyrimeve tona ligjore dhe në bazë të interesit tonë legjitim për sigurinë e faqes.</p>',
    },
    {
      title: 'Ruajtja e të dhënave',
      body:
        '<p>Mesazhet nga formulari i kontaktit i ruajmë vetëm për aq kohë sa është e nevojshme për t’iu ' +
        'përgjigjur kërkesës dhe për bashkëpunimin e mundshëm të mëtejshëm. Adresën e email-it për ' +
        'buletinin e ruajmë derisa të çregjistroheni. Të dhënat që duhet t’i ruajmë sipas ligjit i ' +
        'ruajmë në afatet e përcaktuara.</p>',
    },
    {
      title: 'Të drejtat tuaja',
      body:
        '<p>Në përputhje me Ligjin për mbrojtjen e të dhënave personale keni të drejtë:</p>' +
        list([
          'të qaseni në të dhënat tuaja personale;',
          'të kërkoni korrigjimin e të dhënave të pasakta ose të paplota;',
          'të kërkoni fshirjen e të dhënave;',
          'të kërkoni kufizimin e përpunimit;',
          'të kundërshtoni përpunimin;',
          'të kërkoni bartshmërinë e të dhënave;',
          'ta tërhiqni pëlqimin në çdo kohë, pa ndikuar në ligjshmërinë e përpunimit para tërheqjes.',
        ]) +
        '<p>Nëse mendoni se të drejtat tuaja janë shkelur, mund të paraqisni kërkesë në Agjencinë për ' +
        'Mbrojtjen e të Dhënave Personale.</p>',
    },
    {
      title: 'Siguria',
      body:
        '<p>Zbatojmë masa të përshtatshme teknike dhe organizative për mbrojtjen e të dhënave personale ' +
        'nga qasja e paautorizuar, humbja, keqpërdorimi ose ndryshimi, duke përfshirë lidhjen e ' +
        'enkriptuar, qasjen e kufizuar dhe kontrollet e rregullta të sigurisë.</p>',
    },
    {
      title: 'Ndarja me palë të treta',
      body:
        '<p>Të dhënat tuaja nuk i shesim. I ndajmë vetëm me ofrues të besuar shërbimesh që na ndihmojnë ' +
        'në punë (hostimi, dërgimi i email-eve), vetëm në masën e nevojshme për shërbimin e tyre dhe me ' +
        'detyrim për konfidencialitet, ose kur këtë e kërkon ligji ose një organ kompetent.</p>',
    },
    {
      title: 'Cookies',
      body:
        '<p>Faqja përdor vetëm cookies të domosdoshme dhe ruajtjen lokale në shfletues për të mbajtur mend ' +
        'gjuhën dhe pamjen e zgjedhur dhe për identifikimin e administratorëve. Nuk përdorim cookies për ' +
        'reklamim. Cookies mund t’i fshini ose t’i bllokoni në cilësimet e shfletuesit tuaj.</p>',
    },
    {
      title: 'Ndryshimet e politikës',
      body:
        '<p>Kjo politikë mund të përditësohet herë pas here. Çdo ndryshim publikohet në këtë faqe dhe ' +
        'vlen nga dita e publikimit.</p>',
    },
    {
      title: 'Kontakti',
      body:
        '<p>Për pyetje në lidhje me këtë politikë ose për ushtrimin e të drejtave tuaja na kontaktoni në ' +
        `${email} ose nëpërmjet formularit në faqen <a href="/contact">Kontakti</a>.</p>`,
    },
  ],
);
