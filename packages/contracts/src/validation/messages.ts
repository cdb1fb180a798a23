import {
  CONTACT_MAXIMUMS,
  CONTENT_SAVE_MAX_ITEMS,
  MAX_STORES,
  PRICE_MAX,
  PRODUCT_BULK_MAX,
} from '../constants';
import type { Language } from '../constants';
import type { Locale } from '../common/locale';
import { specificationMessages } from './specification-messages';
import { productImageMessages } from './product-image-messages';

/** The validation messages of the forms, exactly as the specification writes them (SPEC §5). */
export const validationMessages = {
  contactName: 'Name is required',
  contactEmail: 'Invalid email address',
  contactPhone: 'Phone number is required',
  contactSubject: 'Subject is required',
  contactMessage: 'Message is too short (minimum 10 characters)',
  contactNameTooLong: `Name must be at most ${CONTACT_MAXIMUMS.name} characters`,
  contactEmailTooLong: `E-mail address must be at most ${CONTACT_MAXIMUMS.email} characters`,
  contactPhoneTooLong: `Phone number must be at most ${CONTACT_MAXIMUMS.phone} characters`,
  contactSubjectTooLong: `Subject must be at most ${CONTACT_MAXIMUMS.subject} characters`,
  contactMessageTooLong: `Message must be at most ${CONTACT_MAXIMUMS.message} characters`,
  loginUsername: 'Username is required',
  loginPassword: 'Password is required',
  imageUrlRequired: 'Image URL is required',
  imageUrlInvalid: 'Please enter a valid URL or upload an image file',
  pdfUrlInvalid: 'Please enter a valid PDF URL or path',
  pdfType: 'Invalid file type: Please select a PDF file',
  imageType: 'Invalid file type: Please select an image file (JPEG, PNG, or WebP)',
  /** The logo also takes SVG (SPEC §2 asks for PNG, JPG or SVG), so its refusal names it. */
  logoImageType: 'Invalid file type: Please select an image file (JPEG, PNG, WebP, or SVG)',
  fileRequired: 'Please choose a file to upload',
  oneFileOnly: 'Please upload one file at a time',
  categoryFields: 'Error: Please fill in all fields',
  usernameMin: 'Username must be at least 3 characters',
  passwordMin: 'Password must be at least 6 characters',
  passwordCommon: 'This password is one of the most common ones: please choose another',
  passwordWeak: 'This password is too easy to guess: use a longer phrase of several words',
  currentPasswordRequired: 'Please enter your current password to change a password',
  currentPasswordToConfirm: 'Please enter your current password to confirm',
  secondFactorCode: 'Enter the 6-digit code from your app or a recovery code',
  productNameRequired: 'Product name is required',
  productDescriptionRequired: 'Description is required',
  productCategoryRequired: 'Category is required',
  categoryNameRequired: 'Category name is required',
  roleInvalid: 'Role must be super_admin or product_manager',
  priceMin: 'Price must be 0 or more',
  priceMax: `Price must be at most ${PRICE_MAX.toLocaleString('en-US')}`,
  priceUnreadable:
    'The price could not be read: write it as 1299,99 or 1299.99, without a thousands separator',
  booleanInvalid: 'Please enter true or false (or 1 or 0)',
  dateInvalid: 'Please enter a valid date',
  promoDatesOrder: 'The promotion end date must not be before its start date',
  promoPriceRequired: 'A promotion needs a promotional price',
  promoPriceBelowFull: 'The promotional price must be below the full price',
  promoStartRequired: 'A promotion needs a start date',
  promoEndRequired: 'A promotion needs an end date',
  promoFullPriceRequired: 'A promotion needs the full price it is reduced from',
  unitTypeRequired: 'Unit type is required',
  unitTypeUnknown: 'Choose one of the units in the list',
  productCodeInvalid: 'A product code has letters, digits, spaces and . _ / - only',
  productCodeTaken: 'Another product already has this code',
  contentTypeInvalid: 'Unknown content type',
  contentKeyInvalid: 'Content key must use lowercase letters, digits and underscores',
  contentKeyTypeMismatch: 'This key belongs to another content type',
  contentUrlInvalid: 'Please enter a valid URL or path',
  contentSaveTooLarge: `One save changes at most ${CONTENT_SAVE_MAX_ITEMS} texts`,
  contentKeyRepeated: 'This key is in the save more than once',
  contactRecipientInvalid: 'Please enter a valid e-mail address, or leave it empty',
  tooLong: 'This value is too long',
  textHiddenCharacters: 'Please remove the invisible or control characters from this text',
  priceRangeOrder: 'The minimum price must not be above the maximum price',
  categoryUnknown: 'Please choose an existing category',
  brandNameRequired: 'Brand name is required',
  brandUnknown: 'Please choose an existing brand',
  brandWebsiteInvalid: 'Please enter the website as an address starting with https:// or http://',
  productUnknown: 'There is no product with this id',
  contactStoreInvalid: 'Please choose one of the showrooms',
  enquiryStatusInvalid: 'Status must be new, in progress, answered or closed',
  enquiryAssigneeUnknown: 'Please choose an existing staff member',
  enquiryNothingChanged: 'Nothing to change',
  enquiryTextRequired: 'Please write the text',
  enquiryTextTooLong: `The text must be at most ${CONTACT_MAXIMUMS.message} characters`,
  dateRangeOrder: 'The first day must not be after the last day',
  importIdInvalid: 'The id must be a positive whole number or empty',
  importIdRepeated: 'This id is on more than one row',
  importIdUnknown: 'There is no product with this id; leave the id empty to add a new product',
  importColumnUnknown: 'Unknown column',
  importColumnRepeated: 'This column appears more than once',
  importColumnPairMissing:
    'The Macedonian and Albanian columns of a text come together (name and name_al, description and description_al)',
  importImageAltWithoutImages: 'The alt text columns come with the images column (images_alt, images_alt_al)',
  importCsvMalformed: 'The file is not valid CSV',
  importEmpty: 'The file has no header row',
  importTooManyRows: 'The file has too many rows',
  storeNameRequired: 'Store name is required',
  storeStreetRequired: 'Street address is required',
  storeCityRequired: 'City is required',
  storePostalCodeInvalid: 'Please enter a postal code of 4 or 5 digits',
  storePhoneInvalid: 'Please enter a phone number (digits, spaces, +, -, / or brackets)',
  storeCoordinateInvalid: 'Please enter a latitude from -90 to 90 and a longitude from -180 to 180',
  storeOrderInvalid: 'The order must be a whole number from 0 to 999',
  storeTimeInvalid: 'Please enter a time as HH:MM (00:00 to 23:59)',
  storeHoursOrder: 'The closing time must be after the opening time',
  storeHoursOverlap: 'These hours overlap other hours of the same day',
  storeTooManyRanges: 'A day has at most 4 ranges of opening hours',
  storeDateRepeated: 'This date already has its own hours',
  storeUnknown: 'There is no store with this id',
  storeLimit: `The site lists at most ${MAX_STORES} stores`,
  messagingNumberInvalid:
    'Please enter the number in international form (+389 70 123 456), or leave it empty',
  importProductGone: 'The product of this row was deleted after the file was checked',
  bulkTargetRequired: 'Choose the products (or one category) the change is for',
  bulkTooManyProducts: `One change applies to at most ${PRODUCT_BULK_MAX} products`,
  bulkPercentRange: 'Enter a percentage above -100 and at most 1000, not 0',
  bulkAmountRange: `Enter an amount other than 0, at most ${PRICE_MAX.toLocaleString('en-US')} either way`,
  bulkDiscountRange: 'Enter a discount above 0 and below 100 %',
  bulkNothingChanges: 'The change would change none of these products',
  ...specificationMessages.en,
  ...productImageMessages.en,
} as const;

export type ValidationMessageKey = keyof typeof validationMessages;

/**
 * Messages of the forms shown in Macedonian or Albanian (the contact form, the user management screen), and
 * messages every admin form shares.
 */
export const validationMessagesTranslated = {
  mk: {
    contactName: 'Името е задолжително',
    contactEmail: 'Невалидна адреса на е-пошта',
    contactPhone: 'Телефонскиот број е задолжителен',
    contactSubject: 'Темата е задолжителна',
    contactMessage: 'Пораката е прекратка (најмалку 10 знаци)',
    contactNameTooLong: `Името може да има најмногу ${CONTACT_MAXIMUMS.name} знаци`,
    contactEmailTooLong: `Адресата на е-пошта може да има најмногу ${CONTACT_MAXIMUMS.email} знаци`,
    contactPhoneTooLong: `Телефонскиот број може да има најмногу ${CONTACT_MAXIMUMS.phone} знаци`,
    contactSubjectTooLong: `Темата може да има најмногу ${CONTACT_MAXIMUMS.subject} знаци`,
    contactMessageTooLong: `Пораката може да има најмногу ${CONTACT_MAXIMUMS.message} знаци`,
    usernameMin: 'Корисничкото име мора да има најмалку 3 знаци',
    passwordMin: 'Лозинката мора да има најмалку 6 знаци',
    passwordCommon: 'Оваа лозинка е меѓу најчестите: изберете друга',
    passwordWeak: 'Оваа лозинка лесно се погодува: користете подолга фраза од неколку зборови',
    currentPasswordRequired: 'Внесете ја вашата сегашна лозинка за да смените лозинка',
    currentPasswordToConfirm: 'Внесете ја вашата сегашна лозинка за да потврдите',
    textHiddenCharacters: 'Отстранете ги невидливите или контролните знаци од текстот',
    priceMax: `Цената може да биде најмногу ${PRICE_MAX.toLocaleString('de-DE')}`,
    productUnknown: 'Нема производ со овој број',
    contactStoreInvalid: 'Изберете еден од салоните',
    ...specificationMessages.mk,
    ...productImageMessages.mk,
  },
  al: {
    contactName: 'Emri është i detyrueshëm',
    contactEmail: 'Adresë e pavlefshme email-i',
    contactPhone: 'Numri i telefonit është i detyrueshëm',
    contactSubject: 'Subjekti është i detyrueshëm',
    contactMessage: 'Mesazhi është shumë i shkurtër (minimumi 10 karaktere)',
    contactNameTooLong: `Emri mund të ketë të shumtën ${CONTACT_MAXIMUMS.name} karaktere`,
    contactEmailTooLong: `Adresa e email-it mund të ketë të shumtën ${CONTACT_MAXIMUMS.email} karaktere`,
    contactPhoneTooLong: `Numri i telefonit mund të ketë të shumtën ${CONTACT_MAXIMUMS.phone} karaktere`,
    contactSubjectTooLong: `Subjekti mund të ketë të shumtën ${CONTACT_MAXIMUMS.subject} karaktere`,
    contactMessageTooLong: `Mesazhi mund të ketë të shumtën ${CONTACT_MAXIMUMS.message} karaktere`,
    usernameMin: 'Emri i përdoruesit duhet të ketë të paktën 3 karaktere',
    passwordMin: 'Fjalëkalimi duhet të ketë të paktën 6 karaktere',
    passwordCommon: 'Ky fjalëkalim është ndër më të zakonshmit: zgjidhni një tjetër',
    passwordWeak: 'Ky fjalëkalim merret me mend lehtë: përdorni një frazë më të gjatë me disa fjalë',
    currentPasswordRequired: 'Shkruani fjalëkalimin tuaj aktual për të ndryshuar një fjalëkalim',
    currentPasswordToConfirm: 'Shkruani fjalëkalimin tuaj aktual për të konfirmuar',
    textHiddenCharacters: 'Hiqni shenjat e padukshme ose të kontrollit nga teksti',
    priceMax: `Çmimi mund të jetë të shumtën ${PRICE_MAX.toLocaleString('de-DE')}`,
    productUnknown: 'Nuk ka produkt me këtë numër',
    contactStoreInvalid: 'Zgjidhni një nga sallonet',
    ...specificationMessages.al,
    ...productImageMessages.al,
  },
} as const satisfies Record<Language, Partial<Record<ValidationMessageKey, string>>>;

/** A validation message in a locale; English where no translation exists. */
export function validationMessage(key: ValidationMessageKey, locale: Locale = 'en'): string {
  if (locale === 'en') return validationMessages[key];
  const translated: Partial<Record<ValidationMessageKey, string>> = validationMessagesTranslated[locale];
  return translated[key] ?? validationMessages[key];
}

/**
 * Translates an English validation message (as found in an error's details) into a locale;
 * unknown texts come back unchanged.
 */
export function translateValidationMessage(message: string, locale: Locale): string {
  const key = (Object.keys(validationMessages) as ValidationMessageKey[]).find(
    (candidate) => validationMessages[candidate] === message,
  );
  return key ? validationMessage(key, locale) : message;
}
