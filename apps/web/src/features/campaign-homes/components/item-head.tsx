import type { TItemDetail } from '@alma/shared/api/items';
import { useTranslation } from 'react-i18next';

/** The campaign's cover, name and counter line (doc 4 §3 items detail: coverImg, name, namingCountDonate). */
export function ItemHead({ item }: { item: TItemDetail }) {
  const { t } = useTranslation();
  return (
    <header className="campaign-head">
      {item.coverImg ? (
        <img
          className="campaign-cover"
          src={item.coverImg}
          alt={t('campaignHomes.coverAlt', { name: item.name })}
          data-testid="campaign-cover"
        />
      ) : null}
      <h1 className="campaign-title" data-testid="campaign-title">
        {item.name}
      </h1>
      <p className="campaign-counter" data-testid="campaign-counter">
        {t('campaignHomes.counter', { count: item.namingCountDonate })}
      </p>
    </header>
  );
}
