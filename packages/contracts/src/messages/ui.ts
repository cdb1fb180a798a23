import type { Locale } from '../common/locale';
import { fillUiText, storefrontMessages, type UiText } from './storefront-ui';

/**
 * User-facing texts of the screens (SPEC §8 and §2): English as the specification writes them,
 * Macedonian and Albanian where the storefront shows them. `{{name}}` marks a variable.
 */
export const uiMessages = {
  ...storefrontMessages,

  // Admin: auth
  loginFailedTitle: { en: 'Login failed' },
  loginFailed: { en: 'Invalid username or password. Please try again.' },
  loginSuccess: { en: 'Login successful' },
  loginSuccessBody: { en: 'Welcome to the admin panel.' },
  loggingIn: { en: 'Logging in...' },
  logoutSuccess: { en: 'Logged out' },
  logoutSuccessBody: { en: 'You have been successfully logged out.' },
  logoutFailed: { en: 'Logout failed' },
  logoutFailedBody: { en: 'There was an error logging out. Please try again.' },
  logoutFailedManager: { en: 'Failed to log out' },
  loginRequired: {
    en: 'Please log in to access this page.',
    mk: 'Ве молиме најавете се за да пристапите на оваа страница.',
    al: 'Ju lutemi identifikohuni për të hyrë në këtë faqe.',
  },
  authRequired: { en: 'Authentication required' },
  authRequiredBody: { en: 'You must be logged in to edit content.' },
  contactAdministrator: {
    en: 'This content is managed by a super administrator. Please contact an administrator.',
  },
  contentUnavailable: { en: 'This page is not available to your role' },
  goToDashboard: { en: 'Go to your dashboard' },
  completeContactTitle: { en: 'Complete your contact details' },
  completeContactBody: {
    en: 'The contact page shows no address, phone number or e-mail address until they are filled in.',
  },
  completeContactAction: { en: 'Open the contact editor' },

  // Admin: products
  productDeleted: { en: 'Product deleted' },
  productDeletedBody: { en: 'The product has been successfully deleted.' },
  productDeletedManager: { en: 'Product deleted successfully' },
  deleteFailed: { en: 'Delete failed' },
  deleteFailedBody: { en: 'There was an error deleting the product. Please try again.' },
  deleteFailedManager: { en: 'Failed to delete product' },
  saveFailed: { en: 'Save failed' },
  saveFailedBody: { en: 'There was an error saving the product. Please try again.' },
  productCreated: { en: 'Product created' },
  productCreatedBody: { en: 'The product has been successfully added to your catalog.' },
  productUpdated: { en: 'Product updated' },
  productUpdatedBody: { en: 'The product has been successfully updated.' },
  confirmDeleteProduct: { en: 'Are you sure you want to delete this product?' },
  noProductsFound: { en: 'No products found' },
  addFirstProduct: { en: 'Add Your First Product' },
  saving: { en: 'Saving...' },

  // Admin: uploads
  uploadFailed: { en: 'Upload failed' },
  uploadPdfFailedBody: { en: 'Failed to upload PDF. Please try again.' },
  uploadImageFailedBody: { en: 'Failed to upload image. Please try again.' },
  uploadSuccess: { en: 'Success' },
  uploadPdfSuccessBody: { en: 'PDF {{file}} uploaded successfully!' },
  uploadImageSuccessBody: { en: 'Image {{file}} uploaded successfully!' },
  uploading: { en: 'Uploading...' },

  // Admin: content
  contentNotFoundBody: { en: 'Could not find the content item to update.' },
  contentSaveError: { en: 'Error saving content' },
  contentSaveErrorBody: { en: 'There was a problem saving your changes.' },
  contentSaved: { en: 'Content saved' },
  contentSavedBody: { en: '{{type}} has been updated successfully.' },
  sliderUpdated: { en: 'Slider updated' },
  sliderCreated: { en: 'Slider created' },
  sliderCreatedBody: { en: 'Your homepage slider has been created successfully.' },
  sliderSaveError: { en: 'Error saving slider' },
  heroUpdated: { en: 'Hero section updated' },
  saveChangesError: { en: 'Error saving changes' },
  secondSliderRemoved: { en: 'Second slider removed' },
  secondSliderRemovedBody: { en: 'You now have only one hero slide' },
  removeSliderError: { en: 'Error removing slider' },
  confirmRemoveSecondSlider: { en: 'Are you sure you want to remove the second slider?' },
  logoUpdated: { en: 'Logo updated successfully' },
  logoUpdatedBody: { en: 'The logo has been updated on the website' },
  logoError: { en: 'Error updating logo' },
  logoErrorBody: { en: 'There was a problem updating the logo' },
  logoCreateFailed: { en: 'Failed to create logo entry' },

  // Admin: categories
  errorTitle: { en: 'Error' },
  successTitle: { en: 'Success' },
  categoriesLoadFailed: { en: 'Failed to load categories' },
  fillAllFields: { en: 'Please fill in all fields' },
  categoryUpdated: { en: 'Category updated successfully' },
  categoryCreated: { en: 'Category created successfully' },
  categoryDeleted: { en: 'Category deleted successfully' },
  categorySaveFailed: { en: 'Failed to save category' },
  categoryDeleteFailed: { en: 'Failed to delete category' },
  confirmDeleteCategory: { en: 'Are you sure you want to delete this category?' },
  noCategoriesFound: { en: 'No categories found' },
  addFirstCategory: { en: 'Add Your First Category' },

  // Admin: about
  aboutStorySaved: { en: 'Our Story section has been updated.' },
  aboutVisionSaved: { en: 'Vision section has been updated.' },
  aboutMissionSaved: { en: 'Mission section has been updated.' },
  aboutWhyUsSaved: { en: 'Why Choose Us section has been updated.' },
  aboutQualitySaved: { en: 'Quality section {{n}} has been updated.' },
  aboutStorySaveFailed: { en: 'Failed to save Our Story section.' },
  aboutVisionSaveFailed: { en: 'Failed to save Vision section.' },
  aboutMissionSaveFailed: { en: 'Failed to save Mission section.' },
  aboutWhyUsSaveFailed: { en: 'Failed to save Why Choose Us section.' },
  aboutQualitySaveFailed: { en: 'Failed to save Quality section {{n}}.' },

  // Admin: contact editor
  contactInfoSaved: { en: 'Contact information has been updated.' },
  socialLinksSaved: { en: 'Social media links have been updated.' },
  contactInfoSaveFailed: { en: 'Failed to save contact information.' },
  socialLinksSaveFailed: { en: 'Failed to save social media links.' },

  // Admin: feature, home about, featured products, hero text
  changesSaved: { en: 'Changes saved' },
  featureSavedBody: { en: 'The feature section content has been updated successfully.' },
  saveFailedGenericBody: { en: 'There was a problem saving your changes. Please try again.' },
  somethingWentWrong: { en: 'Something went wrong, please try again.' },
  updateContentFailed: { en: 'Failed to update content for {{key}}' },

  // Admin: legal
  legalSaved: { en: 'Content saved successfully' },
  legalSaveErrorBody: { en: 'There was a problem saving the legal content. Please try again.' },
  legalInitError: { en: 'Error initializing content' },
  legalInitialized: { en: 'Legal content initialized' },

  // Admin: users (the screen is in Albanian)
  usersSuccessTitle: { en: 'Sukses' },
  usersErrorTitle: { en: 'Gabim' },
  userCreated: { en: 'Përdoruesi u krijua me sukses' },
  userUpdated: { en: 'Përdoruesi u përditësua me sukses' },
  userDeleted: { en: 'Përdoruesi u fshi me sukses' },
  userCreateFailed: { en: 'Krijimi i përdoruesit dështoi' },
  userUpdateFailed: { en: 'Përditësimi i përdoruesit dështoi' },
  userDeleteFailed: { en: 'Fshirja e përdoruesit dështoi' },
  secondFactorResetDone: { en: 'Hyrja me dy hapa u çaktivizua për këtë përdorues' },
  secondFactorResetFailed: { en: 'Rivendosja e hyrjes me dy hapa dështoi' },
} as const satisfies Record<string, UiText>;

export type UiMessageKey = keyof typeof uiMessages;

/** A text in a locale (English where no translation exists), with `{{name}}` variables filled in. */
export function uiMessage(
  key: UiMessageKey,
  locale: Locale = 'en',
  variables: Record<string, string | number> = {},
): string {
  const entry: UiText = uiMessages[key];
  return fillUiText(entry, locale, variables);
}
