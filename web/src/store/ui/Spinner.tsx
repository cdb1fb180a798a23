import { useTranslation } from '../../i18n/use-translation';
import './feedback.css';

/**
 * A turning wheel with a label for assistive technology (and on screen when `description` is given); the
 * label is the page language's "Loading..." unless `label` names it.
 */
export function Spinner({
  description,
  size,
  label,
}: {
  description?: string;
  size?: 'large';
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <span className={`ui-spinner${size ? ` ui-spinner--${size}` : ''}`} role="status">
      <span className="ui-spinner__wheel" aria-hidden="true" />
      {description ? (
        <span>{description}</span>
      ) : (
        <span className="ui-visually-hidden">{label ?? t('ui.loading')}</span>
      )}
    </span>
  );
}

/** A spinner in the middle of the page area, while a page loads. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="ui-centered">
      <Spinner size="large" label={label} />
    </div>
  );
}
