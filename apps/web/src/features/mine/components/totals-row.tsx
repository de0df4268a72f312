import type { TUserCenter } from '@alma/shared/api/user-center';
import { formatYuan } from '@alma/shared/money/money';
import { useTranslation } from 'react-i18next';

/** Accumulated donation, projects taken part in, together donations launched (doc 1 §2). */
export function TotalsRow({ user }: { user: TUserCenter }) {
  const { t } = useTranslation();
  const totals = [
    { key: 'money', value: `¥${formatYuan(user.donateMoney)}` },
    { key: 'items', value: String(user.donateCountItems) },
    { key: 'together', value: String(user.togetherLaunchCount) },
  ] as const;
  return (
    <dl className="mine-totals" data-testid="mine-totals">
      {totals.map(({ key, value }) => (
        <div key={key} className="mine-total">
          <dd data-testid={`mine-total-${key}`}>{value}</dd>
          <dt>{t(`mine.totals.${key}`)}</dt>
        </div>
      ))}
    </dl>
  );
}
