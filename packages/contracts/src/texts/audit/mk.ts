import type { AuditTexts } from './en';

/**
 * What the audit log says each kind of admin write did, in Macedonian. `{{name}}` marks a value; `{{parts}}` the
 * entry's parts, joined.
 */
export const mk: AuditTexts = {
  summaries: {
    productCreated: 'Креиран производот „{{name}}“',
    productUpdated: 'Изменет производот „{{name}}“',
    productDeleted: 'Избришан производот „{{name}}“',
    productsBulkChanged: 'Изменети {{count}} производи одеднаш: {{parts}}',
    productsImported: 'Увезени производи од CSV: {{created}} креирани, {{updated}} изменети',
    productImportCompleted:
      'Увезени {{rows}} редови од CSV (увоз {{importId}}): {{created}} креирани, {{updated}} изменети, {{unchanged}} непроменети',
    productImportStarted: 'Започнат увоз од CSV на {{rows}} редови (увоз {{importId}})',
    categoryCreated: 'Креирана категоријата „{{name}}“',
    categoryUpdated: 'Изменета категоријата „{{name}}“',
    categoryRenamed: 'Категоријата „{{from}}“ е преименувана во „{{to}}“',
    categoryDeleted: 'Избришана категоријата „{{name}}“',
    brandCreated: 'Креирана марката „{{name}}“',
    brandUpdated: 'Изменета марката „{{name}}“',
    brandRenamed: 'Марката „{{from}}“ е преименувана во „{{to}}“',
    brandDeleted: 'Избришана марката „{{name}}“',
    siteContentCreated: 'Креирана содржината „{{key}}“',
    siteContentUpdated: 'Изменета содржината „{{key}}“',
    siteContentSaved: 'Зачувани {{count}} текстови на страницата: {{keys}}',
    storeCreated: 'Креирана продавницата „{{name}}“',
    storeUpdated: 'Изменета продавницата „{{name}}“',
    storeDeleted: 'Избришана продавницата „{{name}}“',
    imageUploaded: 'Прикачена сликата „{{original}}“ како {{stored}}',
    pdfUploaded: 'Прикачен PDF-от „{{original}}“ како {{stored}}',
    mailResent: 'Неуспешната порака „{{subject}}“ е повторно испратена до {{to}}',
    enquiryDeleted: 'Избришано барање (број {{id}})',
    personErased:
      'Избришани личните податоци на една е-адреса: {{enquiries}} барања, {{newsletter}} пријави за билтен',
    enquiriesExpired:
      'Избришани {{enquiries}} барања затворени пред {{closedBefore}} (истечен рок на чување)',
    adminUserCreated: 'Креиран администраторот {{username}} ({{role}})',
    adminUserUpdated: 'Изменет администраторот {{username}}: {{parts}}',
    adminUserDeleted: 'Избришан администраторот {{username}} ({{role}})',
    secondFactorReset: 'Ресетирана најавата во два чекора на администраторот {{username}}',
  },
  /** The parts an entry may list in `{{parts}}` (an admin user's change names each of its changes). */
  parts: {
    renamed: 'преименуван во {{username}}',
    roleChanged: 'улога {{from}} → {{to}}',
    passwordChanged: 'лозинката е сменета',
    noChanges: 'без промени',
    bulkPricePercent: 'цени {{change}} %',
    bulkPromoPercent: 'промоција −{{value}} % од {{start}} до {{end}}',
    bulkPriceAmount: 'цени {{change}} €',
    bulkPromoPrice: 'промоција по {{value}} € од {{start}} до {{end}}',
    bulkPromoEnd: 'промоцијата е завршена',
    bulkInStock: 'на залиха',
    bulkOutOfStock: 'нема на залиха',
    bulkFeaturedOn: 'истакнати',
    bulkFeaturedOff: 'не се истакнати',
  },
};
