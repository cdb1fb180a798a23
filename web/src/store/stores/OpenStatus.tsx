import { useTranslation } from '../../i18n/use-translation';
import { openState, weekdayOf, type Store } from '@hiti/contracts';

/** "Open now · closes at 18:00" or "Closed · opens tomorrow at 09:00", on the showroom's clock. */
export function OpenStatus({ store, now }: { store: Store; now: number }) {
  const { t } = useTranslation();
  const state = openState(store, new Date(now));
  let text: string;
  if (state.open) text = t('stores.openNow', { time: state.closesAt });
  else if (!state.next) text = t('stores.closedNow');
  else if (state.next.inDays === 0) text = t('stores.opensToday', { time: state.next.time });
  else if (state.next.inDays === 1) text = t('stores.opensTomorrow', { time: state.next.time });
  else {
    const day = t(`stores.weekdays.${weekdayOf(state.next.day)}`).toLowerCase();
    text = t('stores.opensOn', { day, time: state.next.time });
  }
  return (
    <p className={`store-card__status store-card__status--${state.open ? 'open' : 'closed'}`}>
      <span className="store-card__dot" aria-hidden="true" />
      {text}
    </p>
  );
}
