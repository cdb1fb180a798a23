import { useTranslation } from '../../i18n/use-translation';
import { WEEKDAYS, showroomDay, type OpeningRange, type Store } from '@hiti/contracts';

/** Dated exceptions shown ahead of time. */
const UPCOMING_EXCEPTIONS = 4;

function Ranges({ ranges }: { ranges: readonly OpeningRange[] }) {
  const { t } = useTranslation();
  if (ranges.length === 0) return <>{t('stores.closed')}</>;
  return <>{ranges.map((range) => `${range.opens}–${range.closes}`).join(', ')}</>;
}

/** The week's hours, then the next few holidays and short days. */
export function StoreHours({ store, now }: { store: Store; now: number }) {
  const { t } = useTranslation();
  const today = showroomDay(new Date(now));
  const upcoming = store.exceptions.filter((entry) => entry.date >= today).slice(0, UPCOMING_EXCEPTIONS);
  return (
    <div className="store-card__hours">
      <h3 className="store-card__subtitle">{t('stores.hours')}</h3>
      <dl className="store-hours">
        {WEEKDAYS.map((day) => (
          <div key={day} className="store-hours__row">
            <dt>{t(`stores.weekdays.${day}`)}</dt>
            <dd>
              <Ranges ranges={store.hours[day]} />
            </dd>
          </div>
        ))}
      </dl>
      {upcoming.length > 0 && (
        <>
          <h3 className="store-card__subtitle">{t('stores.specialHours')}</h3>
          <dl className="store-hours">
            {upcoming.map((entry) => (
              <div key={entry.date} className="store-hours__row">
                <dt>
                  <time dateTime={entry.date}>{entry.date.split('-').reverse().join('.')}</time>
                </dt>
                <dd>
                  <Ranges ranges={entry.hours} />
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </div>
  );
}
