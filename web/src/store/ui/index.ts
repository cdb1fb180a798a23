/**
 * The storefront's own light components. They share the admin's antd design tokens (colour, radius,
 * font; light and dark) through the CSS variables of tokens.css, and carry no antd.
 */
export { Button, buttonClassName } from './Button';
export { Drawer, Modal } from './Dialog';
export { Alert, Badge, Empty, PageSpinner, Result, Skeleton, Spinner, Tag } from './Feedback';
export { Checkbox, Field, Input, RangeSlider, Select, TextArea } from './Form';
export { Card, Grid, Stack } from './Layout';
export { Divider, Paragraph, Statistic, Text, Title } from './Typography';
export { Picture } from './Picture';
export * from './icons';
