import { Button, Grid, type ButtonProps } from 'antd';

/** The actions column of an admin table: kept at the right edge, in sight while the row scrolls on a phone. */
export const ROW_ACTIONS_COLUMN = { key: 'actions', fixed: 'right' } as const;

/**
 * A button among a table row's actions: its label beside its icon on wide screens; on a phone the icon alone
 * (the label stays its accessible name and tooltip), so the row's actions fit on the screen.
 */
export function RowActionButton({
  label,
  ...props
}: Omit<ButtonProps, 'children' | 'aria-label'> & { label: string }) {
  const screens = Grid.useBreakpoint();
  const phone = screens.md === false && (screens.xs === true || screens.sm === true);
  return phone ? <Button {...props} aria-label={label} title={label} /> : <Button {...props}>{label}</Button>;
}
