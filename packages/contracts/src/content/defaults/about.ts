import { DEFAULT_CONTENT_IMAGES } from '../default-assets';
import { bilingualText } from './draft';

export const aboutDefaults = [
  bilingualText(
    'about',
    'about_story',
    {
      al:
        'Hiti Kamina u themelua në vitin 1999 si një biznes familjar me një qëllim të thjeshtë: t’u sjellë ' +
        'familjeve ngrohtësi, rehati dhe siguri. Që nga viti 2018 jemi përfaqësuesi ekskluziv i fabrikës ' +
        'italiane në Maqedoninë e Veriut, dhe sot u shërbejmë klientëve tanë në 6 dyqane anembanë vendit. ' +
        'Çdo kamin dhe sobë që ofrojmë e zgjedhim me kujdes, e montojmë profesionalisht dhe qëndrojmë ' +
        'pranë klientit edhe pas shitjes.',
      mk:
        'Hiti Kamina е основана во 1999 година како семеен бизнис со едноставна цел: на семејствата да им ' +
        'донесе топлина, удобност и сигурност. Од 2018 година сме ексклузивен застапник на италијанската ' +
        'фабрика во Северна Македонија, а денес ги услужуваме нашите клиенти во 6 продавници низ земјата. ' +
        'Секоја камина и печка што ја нудиме ја избираме внимателно, ја монтираме професионално и ' +
        'остануваме до клиентот и по продажбата.',
    },
    { title: { mk: 'Нашата приказна', al: 'Historia jonë' }, imageUrl: DEFAULT_CONTENT_IMAGES.aboutStory },
  ),
  bilingualText(
    'about',
    'about_vision',
    {
      al:
        'Të jemi emri i parë që u vjen në mendje familjeve në Maqedoninë e Veriut kur mendojnë për ' +
        'ngrohje cilësore, efikase dhe të bukur.',
      mk:
        'Да бидеме првото име на кое ќе помислат семејствата во Северна Македонија кога станува збор за ' +
        'квалитетно, ефикасно и убаво греење.',
    },
    { title: { mk: 'Нашата визија', al: 'Vizioni ynë' } },
  ),
  bilingualText(
    'about',
    'about_mission',
    {
      al:
        'T’u ofrojmë klientëve tanë kamina dhe soba me cilësi italiane, këshillim të ndershëm, montim ' +
        'profesional dhe mbështetje të përkushtuar gjatë gjithë jetëgjatësisë së produktit.',
      mk:
        'На нашите клиенти да им понудиме камини и печки со италијански квалитет, искрен совет, ' +
        'професионална монтажа и посветена поддршка во текот на целиот век на производот.',
    },
    { title: { mk: 'Нашата мисија', al: 'Misioni ynë' } },
  ),
  bilingualText('about', 'about_why_us', { al: 'Pse të na zgjidhni', mk: 'Зошто да нè изберете' }),
  bilingualText(
    'about',
    'about_quality_1',
    {
      al: 'Produkte të prodhuara në Itali nga materiale të përzgjedhura, me garanci dhe certifikata evropiane.',
      mk: 'Производи изработени во Италија од избрани материјали, со гаранција и европски сертификати.',
    },
    { title: { mk: 'Премиум квалитет', al: 'Cilësi premium' } },
  ),
  bilingualText(
    'about',
    'about_quality_2',
    {
      al: 'Ekipi ynë i trajnuar e kryen montimin në mënyrë të sigurt, të pastër dhe sipas standardeve të prodhuesit.',
      mk: 'Нашиот обучен тим ја изведува монтажата безбедно, уредно и според стандардите на производителот.',
    },
    { title: { mk: 'Професионална монтажа', al: 'Montim profesional' } },
  ),
  bilingualText(
    'about',
    'about_quality_3',
    {
      al: 'Jemi pranë jush para, gjatë dhe pas blerjes – me këshilla, servisim dhe pjesë origjinale.',
      mk: 'Сме до вас пред, за време и по купувањето – со совети, сервис и оригинални резервни делови.',
    },
    { title: { mk: 'Посветена поддршка', al: 'Mbështetje e përkushtuar' } },
  ),
];
