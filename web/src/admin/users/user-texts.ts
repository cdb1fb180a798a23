import { translateValidationMessage } from '@hiti/contracts';

/** The user management screen speaks Albanian (SPEC §2), its header and form messages included. */
export const USER_TEXTS = {
  title: 'Menaxhimi i përdoruesve',
  createTitle: 'Krijo përdorues të ri',
  listTitle: 'Përdoruesit administratorë',
  username: 'Emri i përdoruesit',
  password: 'Fjalëkalimi',
  newPassword: 'Fjalëkalimi i ri',
  keepPassword: 'Lëreni bosh për të mbajtur fjalëkalimin aktual',
  role: 'Roli',
  created: 'Krijuar më',
  actions: 'Veprimet',
  create: 'Krijo përdoruesin',
  creating: 'Duke krijuar...',
  edit: 'Ndrysho',
  editTitle: 'Ndrysho përdoruesin',
  delete: 'Fshi',
  save: 'Ruaj',
  cancel: 'Anulo',
  confirmDelete: 'Jeni i sigurt që doni ta fshini këtë përdorues?',
  dashboard: 'Paneli',
  viewWebsite: 'Shiko faqen',
  logout: 'Dilni',
  roles: { super_admin: 'Super administrator', product_manager: 'Menaxher produktesh' },
} as const;

/** A form message of this screen in its language. */
export const userMessage = (message: string) => translateValidationMessage(message, 'al');
