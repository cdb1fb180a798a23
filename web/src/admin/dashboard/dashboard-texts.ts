import { defineAdminTexts } from '../i18n/define-texts';

/** The super-admin dashboard's own texts (its editor cards have theirs) in the admin's three languages. */
export const dashboardTexts = defineAdminTexts(
  'dashboard',
  {
    title: 'Admin Dashboard',
    products: 'Products',
    addProduct: 'Add New Product',
    searchProducts: 'Search products...',
    filters: 'Filters',
    category: 'Category',
    allCategories: 'All categories',
    clearFilters: 'Clear Filters',
    fullProductList: 'Full product list',
  },
  {
    mk: {
      title: 'Администраторска контролна табла',
      products: 'Производи',
      addProduct: 'Додај нов производ',
      searchProducts: 'Пребарај производи...',
      filters: 'Филтри',
      category: 'Категорија',
      allCategories: 'Сите категории',
      clearFilters: 'Исчисти ги филтрите',
      fullProductList: 'Целосна листа на производи',
    },
    al: {
      title: 'Paneli i administrimit',
      products: 'Produktet',
      addProduct: 'Shto produkt të ri',
      searchProducts: 'Kërko produkte...',
      filters: 'Filtrat',
      category: 'Kategoria',
      allCategories: 'Të gjitha kategoritë',
      clearFilters: 'Pastro filtrat',
      fullProductList: 'Lista e plotë e produkteve',
    },
  },
);
