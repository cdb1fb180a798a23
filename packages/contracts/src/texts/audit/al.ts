import type { AuditTexts } from './en';

/**
 * What the audit log says each kind of admin write did, in Albanian. `{{name}}` marks a value; `{{parts}}` the
 * entry's parts, joined.
 */
export const al: AuditTexts = {
  summaries: {
    productCreated: 'U krijua produkti „{{name}}“',
    productUpdated: 'U ndryshua produkti „{{name}}“',
    productDeleted: 'U fshi produkti „{{name}}“',
    productsBulkChanged: 'U ndryshuan {{count}} produkte njëherësh: {{parts}}',
    productsImported: 'U importuan produkte nga CSV: {{created}} të krijuar, {{updated}} të ndryshuar',
    productImportCompleted:
      'U importuan {{rows}} rreshta CSV (importi {{importId}}): {{created}} të krijuar, {{updated}} të ndryshuar, {{unchanged}} të pandryshuar',
    productImportStarted: 'U nis një import CSV me {{rows}} rreshta (importi {{importId}})',
    categoryCreated: 'U krijua kategoria „{{name}}“',
    categoryUpdated: 'U ndryshua kategoria „{{name}}“',
    categoryRenamed: 'Kategoria „{{from}}“ u riemërtua në „{{to}}“',
    categoryDeleted: 'U fshi kategoria „{{name}}“',
    brandCreated: 'U krijua marka „{{name}}“',
    brandUpdated: 'U ndryshua marka „{{name}}“',
    brandRenamed: 'Marka „{{from}}“ u riemërtua në „{{to}}“',
    brandDeleted: 'U fshi marka „{{name}}“',
    siteContentCreated: 'U krijua përmbajtja „{{key}}“',
    siteContentUpdated: 'U ndryshua përmbajtja „{{key}}“',
    siteContentSaved: 'U ruajtën {{count}} tekste të faqes: {{keys}}',
    storeCreated: 'U krijua dyqani „{{name}}“',
    storeUpdated: 'U ndryshua dyqani „{{name}}“',
    storeDeleted: 'U fshi dyqani „{{name}}“',
    imageUploaded: 'U ngarkua imazhi „{{original}}“ si {{stored}}',
    pdfUploaded: 'U ngarkua PDF-ja „{{original}}“ si {{stored}}',
    mailResent: 'Mesazhi i dështuar „{{subject}}“ u dërgua sërish te {{to}}',
    enquiryDeleted: 'U fshi një kërkesë (numri {{id}})',
    personErased:
      'U fshinë të dhënat personale të një adrese email: {{enquiries}} kërkesa, {{newsletter}} regjistrime në buletin',
    enquiriesExpired:
      'U fshinë {{enquiries}} kërkesa të mbyllura para {{closedBefore}} (afati i ruajtjes mbaroi)',
    adminUserCreated: 'U krijua administratori {{username}} ({{role}})',
    adminUserUpdated: 'U ndryshua administratori {{username}}: {{parts}}',
    adminUserDeleted: 'U fshi administratori {{username}} ({{role}})',
    secondFactorReset: 'U rivendos hyrja me dy hapa e administratorit {{username}}',
  },
  /** The parts an entry may list in `{{parts}}` (an admin user's change names each of its changes). */
  parts: {
    renamed: 'u riemërtua në {{username}}',
    roleChanged: 'roli {{from}} → {{to}}',
    passwordChanged: 'fjalëkalimi u ndryshua',
    noChanges: 'pa ndryshime',
    bulkPricePercent: 'çmimet {{change}} %',
    bulkPromoPercent: 'promocion −{{value}} % nga {{start}} deri më {{end}}',
    bulkPriceAmount: 'çmimet {{change}} €',
    bulkPromoPrice: 'promocion me {{value}} € nga {{start}} deri më {{end}}',
    bulkPromoEnd: 'promocioni përfundoi',
    bulkInStock: 'në stok',
    bulkOutOfStock: 'jo në stok',
    bulkFeaturedOn: 'të veçuar',
    bulkFeaturedOff: 'jo të veçuar',
  },
};
