/**
 * The storefront's own light components. They share the admin's antd design tokens (colour, radius,
 * font; light and dark) through the CSS variables of tokens.css, and carry no antd.
 */
export { Button, buttonClassName, splitLook } from './Button';
export type { ButtonLook, ButtonProps } from './Button';
export { Drawer, Modal } from './Dialog';
export type { DialogProps } from './Dialog';
export { Alert, Badge, Empty, PageSpinner, Result, Skeleton, Spinner, Tag } from './Feedback';
export { Checkbox, Field, Input, RangeSlider, Select, TextArea } from './Form';
export type { SelectOption } from './Form';
export { Card, Grid, Section, Stack } from './Layout';
export { Divider, Paragraph, Statistic, Text, Title } from './Typography';
export { HoneypotField } from './HoneypotField';
export { Picture } from './Picture';
export { ToastProvider } from './Toasts';
export * from './icons';
