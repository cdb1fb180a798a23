import {
  AppstoreOutlined,
  AuditOutlined,
  FileExcelOutlined,
  FileTextOutlined,
  FontSizeOutlined,
  HomeOutlined,
  InfoCircleOutlined,
  MailOutlined,
  PhoneOutlined,
  PictureOutlined,
  SafetyOutlined,
  ShopOutlined,
  ShoppingOutlined,
  StarOutlined,
  TagsOutlined,
  TeamOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { AdminTexts } from '@hiti/contracts';

type CardText = keyof AdminTexts['editorCards'];
/** A card's name: its title's key in the admin texts' `editorCards`, whose `<name>Summary` key says what the editor changes. */
type EditorCardName = Exclude<CardText, `${string}Summary`>;

export interface EditorCard {
  name: EditorCardName;
  to: string;
  icon: ReactNode;
}

export const EDITOR_CARDS: EditorCard[] = [
  { name: 'content', to: '/admin/content', icon: <FileTextOutlined /> },
  { name: 'hero', to: '/admin/hero-editor', icon: <PictureOutlined /> },
  { name: 'sliders', to: '/admin/sliders', icon: <PictureOutlined /> },
  { name: 'heroText', to: '/admin/hero-text-editor', icon: <FontSizeOutlined /> },
  { name: 'logo', to: '/admin/logo', icon: <StarOutlined /> },
  { name: 'aboutPage', to: '/admin/about-editor', icon: <InfoCircleOutlined /> },
  { name: 'homeAbout', to: '/admin/home-about-editor', icon: <HomeOutlined /> },
  { name: 'feature', to: '/admin/feature-editor', icon: <ThunderboltOutlined /> },
  { name: 'featuredProducts', to: '/admin/featured-products-editor', icon: <ShoppingOutlined /> },
  { name: 'contact', to: '/admin/contact-editor', icon: <PhoneOutlined /> },
  { name: 'stores', to: '/admin/stores', icon: <ShopOutlined /> },
  { name: 'legal', to: '/admin/legal-editor', icon: <SafetyOutlined /> },
  { name: 'categories', to: '/admin/categories', icon: <AppstoreOutlined /> },
  { name: 'brands', to: '/admin/brands', icon: <TagsOutlined /> },
  { name: 'productCsv', to: '/admin/product-csv', icon: <FileExcelOutlined /> },
  { name: 'users', to: '/admin/user-management', icon: <TeamOutlined /> },
  { name: 'audit', to: '/admin/audit', icon: <AuditOutlined /> },
  { name: 'mailOutbox', to: '/admin/mail-outbox', icon: <MailOutlined /> },
];
