import {
  AppstoreOutlined,
  AuditOutlined,
  FileTextOutlined,
  FontSizeOutlined,
  HomeOutlined,
  InfoCircleOutlined,
  MailOutlined,
  PhoneOutlined,
  PictureOutlined,
  SafetyOutlined,
  ShoppingOutlined,
  StarOutlined,
  TeamOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

export interface EditorCard {
  title: string;
  description: string;
  to: string;
  icon: ReactNode;
}

export const EDITOR_CARDS: EditorCard[] = [
  {
    title: 'Content Management',
    description: 'Logo, slider images, about and contact texts',
    to: '/admin/content',
    icon: <FileTextOutlined />,
  },
  {
    title: 'Homepage Hero',
    description: 'Hero slides with their images and texts',
    to: '/admin/hero-editor',
    icon: <PictureOutlined />,
  },
  {
    title: 'Slider Management',
    description: 'Homepage slider in Albanian and Macedonian',
    to: '/admin/sliders',
    icon: <PictureOutlined />,
  },
  {
    title: 'Hero Text',
    description: 'Main title, subtitle and button texts',
    to: '/admin/hero-text-editor',
    icon: <FontSizeOutlined />,
  },
  { title: 'Logo', description: 'Update the website logo', to: '/admin/logo', icon: <StarOutlined /> },
  {
    title: 'About Page',
    description: 'Story, vision, mission and quality features',
    to: '/admin/about-editor',
    icon: <InfoCircleOutlined />,
  },
  {
    title: 'Home About Section',
    description: 'The about teaser on the home page',
    to: '/admin/home-about-editor',
    icon: <HomeOutlined />,
  },
  {
    title: 'Feature Section',
    description: 'Why-choose-us texts',
    to: '/admin/feature-editor',
    icon: <ThunderboltOutlined />,
  },
  {
    title: 'Featured Products',
    description: 'Title and texts of the featured products',
    to: '/admin/featured-products-editor',
    icon: <ShoppingOutlined />,
  },
  {
    title: 'Contact Page',
    description: 'Contact details, form texts and social links',
    to: '/admin/contact-editor',
    icon: <PhoneOutlined />,
  },
  {
    title: 'Legal Pages',
    description: 'Terms of use and privacy policy',
    to: '/admin/legal-editor',
    icon: <SafetyOutlined />,
  },
  {
    title: 'Categories',
    description: 'Product categories',
    to: '/admin/categories',
    icon: <AppstoreOutlined />,
  },
  {
    title: 'User Management',
    description: 'Admin users and their roles',
    to: '/admin/user-management',
    icon: <TeamOutlined />,
  },
  {
    title: 'Audit Log',
    description: 'Who changed what, and when',
    to: '/admin/audit',
    icon: <AuditOutlined />,
  },
  {
    title: 'Mail Outbox',
    description: 'Contact and newsletter mails and their delivery',
    to: '/admin/mail-outbox',
    icon: <MailOutlined />,
  },
];
