import { errorCatalogue } from '@hiti/contracts';
import type { ErrorCode } from '@hiti/contracts';

type Table = Record<ErrorCode, string>;

const mk: Table = {
  VALIDATION_FAILED: 'Барањето не е валидно.',
  MALFORMED_BODY: 'Содржината на барањето не можеше да се прочита.',
  LIST_TOO_LONG:
    'Се совпаѓаат повеќе производи отколку што собира една листа: побарајте ги страница по страница.',
  UNAUTHENTICATED: errorCatalogue.UNAUTHENTICATED.translations.mk,
  INVALID_CREDENTIALS: 'Погрешно корисничко име или лозинка. Обидете се повторно.',
  FORBIDDEN: 'Немате дозвола за ова.',
  CURRENT_PASSWORD_WRONG: 'Вашата сегашна лозинка не е точна.',
  FIRST_ADMIN_ONLY: 'Само првиот администратор може да ги смени своето име и лозинка.',
  FIRST_ADMIN_SECOND_FACTOR: 'Само првиот администратор може да ја ресетира својата најава во два чекора.',
  SECOND_FACTOR_INVALID:
    'Кодот не е валиден. Внесете го тековниот код од апликацијата или неискористен код за враќање.',
  SECOND_FACTOR_ACTIVE:
    'Најавата во два чекора е веќе вклучена за оваа сметка. Ресетирајте ја пред повторно поврзување.',
  SECOND_FACTOR_NOT_STARTED: 'Ниедно поврзување не чека код. Започнете го поврзувањето повторно.',
  SECOND_FACTOR_OFF: 'Најавата во два чекора не е вклучена за оваа сметка.',
  CONTENT_FORBIDDEN: 'Оваа содржина ја уредува супер-администратор. Обратете се кај администратор.',
  CSRF_REJECTED: 'Барањето е одбиено поради неговото потекло или тип на содржина.',
  ROUTE_NOT_FOUND: 'На оваа адреса нема ништо.',
  PRODUCT_NOT_FOUND: errorCatalogue.PRODUCT_NOT_FOUND.translations.mk,
  CATEGORY_NOT_FOUND: 'Категоријата не е пронајдена',
  BRAND_NOT_FOUND: 'Марката не е пронајдена',
  CONTENT_NOT_FOUND: 'Содржината за ажурирање не е пронајдена.',
  USER_NOT_FOUND: 'Администраторот не е пронајден',
  FILE_NOT_FOUND: 'Датотеката не е пронајдена',
  MAIL_NOT_FOUND: 'Пораката не е пронајдена',
  STORE_NOT_FOUND: 'Продавницата не е пронајдена',
  IMPORT_NOT_FOUND: 'Увозот не е пронајден',
  ENQUIRY_NOT_FOUND: 'Барањето не е пронајдено',
  NEWSLETTER_TOKEN_INVALID: errorCatalogue.NEWSLETTER_TOKEN_INVALID.translations.mk,
  CATEGORY_NAME_TAKEN: 'Веќе постои категорија со ова име.',
  BRAND_NAME_TAKEN: 'Веќе постои марка со ова име.',
  BRAND_IN_USE:
    'Производи сè уште ја користат оваа марка. Изберете им друга марка (или ниедна) пред да ја избришете.',
  PRODUCT_CODE_TAKEN: 'Друг производ веќе ја има оваа шифра.',
  PRODUCTS_CHANGED_MEANWHILE:
    'Некои од овие производи во меѓувреме беа изменети; ништо не е променето. Прегледајте ја промената повторно.',
  CATEGORY_IN_USE:
    'Оваа категорија сè уште има производи. Преместете ги или избришете ги пред да ја избришете.',
  USERNAME_TAKEN: 'Ова корисничко име е веќе зафатено.',
  CONTENT_KEY_TAKEN: 'Веќе постои содржина со овој клуч.',
  HERO_SLIDE_LIMIT: 'Почетната страница може да има најмногу два слајда.',
  PROTECTED_USER: 'Првиот администратор не може да се избрише или да му се намали улогата.',
  LAST_SUPER_ADMIN: 'Последниот супер-администратор не може да се избрише или да му се намали улогата.',
  MAIL_NOT_RETRYABLE: 'Повторно може да се испрати само неуспешна порака.',
  PAYLOAD_TOO_LARGE: 'Датотеката е преголема.',
  IMAGE_TYPE_INVALID: 'Неважечки тип датотека: изберете слика (JPEG, PNG или WebP)',
  PDF_TYPE_INVALID: 'Неважечки тип датотека: изберете PDF-датотека',
  UNSUPPORTED_MEDIA_TYPE: 'Овој тип содржина не се прифаќа тука.',
  RANGE_NOT_SATISFIABLE: 'Бараниот опсег не е дел од оваа датотека.',
  RATE_LIMITED: errorCatalogue.RATE_LIMITED.translations.mk,
  DEPENDENCY_UNAVAILABLE: 'Една услуга е привремено недостапна. Обидете се повторно.',
  INTERNAL: 'Нешто тргна наопаку, обидете се повторно.',
};

const al: Table = {
  VALIDATION_FAILED: 'Kërkesa nuk është e vlefshme.',
  MALFORMED_BODY: 'Përmbajtja e kërkesës nuk mund të lexohej.',
  LIST_TOO_LONG: 'Përputhen më shumë produkte se sa mban një listë: kërkojini faqe pas faqeje.',
  UNAUTHENTICATED: errorCatalogue.UNAUTHENTICATED.translations.al,
  INVALID_CREDENTIALS: 'Emër përdoruesi ose fjalëkalim i pasaktë. Provoni përsëri.',
  FORBIDDEN: 'Nuk keni leje për këtë.',
  CURRENT_PASSWORD_WRONG: 'Fjalëkalimi juaj aktual nuk është i saktë.',
  FIRST_ADMIN_ONLY: 'Vetëm administratori i parë mund të ndryshojë emrin dhe fjalëkalimin e vet.',
  FIRST_ADMIN_SECOND_FACTOR: 'Vetëm administratori i parë mund të rivendosë hyrjen e vet me dy hapa.',
  SECOND_FACTOR_INVALID:
    'Ky kod nuk është i vlefshëm. Shkruani kodin aktual nga aplikacioni ose një kod rikuperimi të papërdorur.',
  SECOND_FACTOR_ACTIVE:
    'Hyrja me dy hapa është tashmë aktive për këtë llogari. Rivendoseni para se ta lidhni përsëri.',
  SECOND_FACTOR_NOT_STARTED: 'Asnjë lidhje nuk pret një kod. Filloni lidhjen përsëri.',
  SECOND_FACTOR_OFF: 'Hyrja me dy hapa nuk është aktive për këtë llogari.',
  CONTENT_FORBIDDEN: 'Kjo përmbajtje menaxhohet nga një super administrator. Kontaktoni një administrator.',
  CSRF_REJECTED: 'Kërkesa u refuzua për shkak të origjinës ose llojit të përmbajtjes.',
  ROUTE_NOT_FOUND: 'Nuk ka asgjë në këtë adresë.',
  PRODUCT_NOT_FOUND: errorCatalogue.PRODUCT_NOT_FOUND.translations.al,
  CATEGORY_NOT_FOUND: 'Kategoria nuk u gjet',
  BRAND_NOT_FOUND: 'Marka nuk u gjet',
  CONTENT_NOT_FOUND: 'Përmbajtja për t’u përditësuar nuk u gjet.',
  USER_NOT_FOUND: 'Administratori nuk u gjet',
  FILE_NOT_FOUND: 'Skedari nuk u gjet',
  MAIL_NOT_FOUND: 'Mesazhi nuk u gjet',
  STORE_NOT_FOUND: 'Dyqani nuk u gjet',
  IMPORT_NOT_FOUND: 'Importi nuk u gjet',
  ENQUIRY_NOT_FOUND: 'Kërkesa nuk u gjet',
  NEWSLETTER_TOKEN_INVALID: errorCatalogue.NEWSLETTER_TOKEN_INVALID.translations.al,
  CATEGORY_NAME_TAKEN: 'Ekziston tashmë një kategori me këtë emër.',
  BRAND_NAME_TAKEN: 'Ekziston tashmë një markë me këtë emër.',
  BRAND_IN_USE:
    'Ka ende produkte me këtë markë. Zgjidhni një markë tjetër për to (ose asnjë) para se ta fshini.',
  PRODUCT_CODE_TAKEN: 'Një produkt tjetër e ka tashmë këtë kod.',
  PRODUCTS_CHANGED_MEANWHILE:
    'Disa nga këto produkte u ndryshuan ndërkohë; asgjë nuk u ndryshua. Shikojeni sërish ndryshimin.',
  CATEGORY_IN_USE: 'Kjo kategori ka ende produkte. Zhvendosini ose fshijini para se ta fshini kategorinë.',
  USERNAME_TAKEN: 'Ky emër përdoruesi është i zënë.',
  CONTENT_KEY_TAKEN: 'Ekziston tashmë një përmbajtje me këtë çelës.',
  HERO_SLIDE_LIMIT: 'Faqja kryesore mund të ketë të shumtën dy sllajde.',
  PROTECTED_USER: 'Administratori i parë nuk mund të fshihet ose të ulet në rol.',
  LAST_SUPER_ADMIN: 'Super administratori i fundit nuk mund të fshihet ose të ulet në rol.',
  MAIL_NOT_RETRYABLE: 'Vetëm një mesazh i dështuar mund të dërgohet përsëri.',
  PAYLOAD_TOO_LARGE: 'Skedari është shumë i madh.',
  IMAGE_TYPE_INVALID: 'Lloj i pavlefshëm skedari: zgjidhni një imazh (JPEG, PNG ose WebP)',
  PDF_TYPE_INVALID: 'Lloj i pavlefshëm skedari: zgjidhni një skedar PDF',
  UNSUPPORTED_MEDIA_TYPE: 'Ky lloj përmbajtjeje nuk pranohet këtu.',
  RANGE_NOT_SATISFIABLE: 'Pjesa e kërkuar nuk është pjesë e këtij skedari.',
  RATE_LIMITED: errorCatalogue.RATE_LIMITED.translations.al,
  DEPENDENCY_UNAVAILABLE: 'Një shërbim nuk është i disponueshëm përkohësisht. Provoni përsëri.',
  INTERNAL: 'Diçka shkoi keq, provoni përsëri.',
};

/** Every error of the API's catalogue in the admin's Macedonian and Albanian, by its stable code. */
export const adminErrorTranslations: Record<'mk' | 'al', Table> = { mk, al };
