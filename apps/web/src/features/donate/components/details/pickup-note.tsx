import { useTranslation } from 'react-i18next';

type Props = { address: string; mobile: string; name: string; testId: string };

/** Where a certificate or receipt is collected, as the foundation configured it. */
export function PickupNote({ address, mobile, name, testId }: Props) {
  const { t } = useTranslation();
  if (!address && !mobile && !name) return null;
  return (
    <dl className="donate-pickup" data-testid={testId}>
      {address ? (
        <>
          <dt>{t('donate.details.pickupAddress')}</dt>
          <dd>{address}</dd>
        </>
      ) : null}
      {name || mobile ? (
        <>
          <dt>{t('donate.details.pickupContact')}</dt>
          <dd>{[name, mobile].filter(Boolean).join(' ')}</dd>
        </>
      ) : null}
    </dl>
  );
}
