import type { SameTexts } from '../same-texts';

/**
 * What the audit log says each kind of admin write did, in English. `{{name}}` marks a value; `{{parts}}` the
 * entry's parts, joined.
 */
export const en = {
  summaries: {
    productCreated: 'Created the product "{{name}}"',
    productUpdated: 'Updated the product "{{name}}"',
    productDeleted: 'Deleted the product "{{name}}"',
    productsBulkChanged: 'Changed {{count}} products at once: {{parts}}',
    productsImported: 'Imported products from CSV: {{created}} created, {{updated}} updated',
    productImportCompleted:
      'Imported {{rows}} CSV rows (import {{importId}}): {{created}} created, {{updated}} updated, {{unchanged}} unchanged',
    /** Entries of imports recorded when they were queued, before entries were written at completion. */
    productImportStarted: 'Started a CSV import of {{rows}} rows (import {{importId}})',
    categoryCreated: 'Created the category "{{name}}"',
    categoryUpdated: 'Updated the category "{{name}}"',
    categoryRenamed: 'Renamed the category "{{from}}" to "{{to}}"',
    categoryDeleted: 'Deleted the category "{{name}}"',
    brandCreated: 'Created the brand "{{name}}"',
    brandUpdated: 'Updated the brand "{{name}}"',
    brandRenamed: 'Renamed the brand "{{from}}" to "{{to}}"',
    brandDeleted: 'Deleted the brand "{{name}}"',
    siteContentCreated: 'Created the site content "{{key}}"',
    siteContentUpdated: 'Updated the site content "{{key}}"',
    siteContentSaved: 'Saved {{count}} site texts: {{keys}}',
    storeCreated: 'Created the store "{{name}}"',
    storeUpdated: 'Updated the store "{{name}}"',
    storeDeleted: 'Deleted the store "{{name}}"',
    imageUploaded: 'Uploaded the image "{{original}}" as {{stored}}',
    pdfUploaded: 'Uploaded the PDF "{{original}}" as {{stored}}',
    mailResent: 'Sent the failed mail "{{subject}}" to {{to}} again',
    enquiryDeleted: 'Deleted an enquiry (reference {{id}})',
    personErased:
      'Erased the personal data of one e-mail address: {{enquiries}} enquiries, {{newsletter}} newsletter entries',
    enquiriesExpired: 'Erased {{enquiries}} enquiries closed before {{closedBefore}} (retention time over)',
    adminUserCreated: 'Created admin user {{username}} ({{role}})',
    adminUserUpdated: 'Updated admin user {{username}}: {{parts}}',
    adminUserDeleted: 'Deleted admin user {{username}} ({{role}})',
    secondFactorReset: 'Reset the two-step sign-in of admin user {{username}}',
  },
  /** The parts an entry may list in `{{parts}}` (an admin user's change names each of its changes). */
  parts: {
    renamed: 'renamed to {{username}}',
    roleChanged: 'role {{from}} → {{to}}',
    passwordChanged: 'password changed',
    noChanges: 'no changes',
    bulkPricePercent: 'prices {{change}} %',
    bulkPromoPercent: 'promotion −{{value}} % from {{start}} to {{end}}',
    bulkPriceAmount: 'prices {{change}} €',
    bulkPromoPrice: 'promotion at {{value}} € from {{start}} to {{end}}',
    bulkPromoEnd: 'promotion ended',
    bulkInStock: 'in stock',
    bulkOutOfStock: 'out of stock',
    bulkFeaturedOn: 'featured',
    bulkFeaturedOff: 'not featured',
  },
};

/** The audit log's text tree: every language gives every key of the English, and no other. */
export type AuditTexts = SameTexts<typeof en>;
