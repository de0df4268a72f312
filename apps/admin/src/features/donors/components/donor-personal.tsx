import type { TDonorDetail, TDonorPersonal } from '@alma/shared/admin-api/donors';
import { formatYuan } from '@alma/shared/money/money';
import { EyeOutlined } from '@ant-design/icons';
import { App, Button, Descriptions, Popconfirm, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayCall } from '../../../lib/session.ts';
import { useRevealDonor, useSetAlumni } from '../api/donors.ts';
import { DonorAccountStatus } from './donor-account-status.tsx';
import { donorNameOf } from './donor-columns.tsx';

/**
 * Who the donor is: mobile and ID number masked until a role that may asks for them (confirmed,
 * then audited by the server), the account's state (disable / enable) and the verified-alumnus
 * switch for the roles that may change them.
 * Keyed by the donor's id, so another donor in the same drawer starts masked again.
 */
export function DonorPersonal({ donor }: { donor: TDonorDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const mayCall = useMayCall();
  const reveal = useRevealDonor();
  const alumni = useSetAlumni();
  const [whole, setWhole] = useState<TDonorPersonal | null>(null);

  const show = () =>
    reveal.mutate(donor.id, {
      onSuccess: (answer) => {
        setWhole(answer);
        void message.success(t('donors.revealed'));
      },
      onError: (error) => void message.error(error.message),
    });
  const setAlumni = (isAlumni: boolean) =>
    alumni.mutate(
      { id: donor.id, isAlumni },
      {
        onSuccess: () => void message.success(t(isAlumni ? 'donors.alumniOn' : 'donors.alumniOff')),
        onError: (error) => void message.error(error.message),
      },
    );

  const none = t('donors.none');
  const name = donorNameOf(donor) || none;
  const marking = !donor.isAlumni;
  const mayMark = mayCall('PUT /donors/:id/alumni');
  return (
    <Descriptions
      column={2}
      size="small"
      bordered
      items={[
        { key: 'realName', label: t('donors.realName'), children: donor.realName || none },
        { key: 'username', label: t('donors.username'), children: donor.username || none },
        {
          key: 'mobile',
          label: t('donors.mobile'),
          children: <span data-testid="donor-mobile">{(whole ? whole.mobile : donor.mobile) || none}</span>,
        },
        {
          key: 'idNo',
          label: t('donors.idNo'),
          children: <span data-testid="donor-id-no">{(whole ? whole.idNo : donor.idNo) || none}</span>,
        },
        {
          key: 'lifetime',
          label: t('donors.giftTotal'),
          children: `${t('common.yuan', { amount: formatYuan(donor.giftTotal) })} · ${t('donors.giftCountOf', { count: donor.giftCount })}`,
        },
        {
          key: 'firstLast',
          label: `${t('donors.firstGiftAt')} / ${t('donors.lastGiftAt')}`,
          children: donor.firstGiftAt
            ? `${donor.firstGiftAt.slice(0, 10)} / ${donor.lastGiftAt.slice(0, 10)}`
            : t('donors.noGiftYet'),
        },
        {
          key: 'status',
          label: t('donors.status'),
          span: 2,
          children: <DonorAccountStatus donor={donor} />,
        },
        {
          key: 'alumni',
          label: t('donors.alumniSwitch'),
          // Asks first, naming the donor and what the mark lets them do (or stops them doing).
          children: (
            <Popconfirm
              title={t(marking ? 'donors.alumniOnTitle' : 'donors.alumniOffTitle', { name })}
              description={t(marking ? 'donors.alumniOnConfirm' : 'donors.alumniOffConfirm', { name })}
              okText={t(marking ? 'donors.alumniOnOk' : 'donors.alumniOffOk')}
              cancelText={t('common.cancel')}
              okButtonProps={{ danger: !marking }}
              styles={{ root: { maxWidth: 400 } }}
              disabled={!mayMark || alumni.isPending}
              onConfirm={() => setAlumni(marking)}
            >
              <Switch
                checked={donor.isAlumni}
                loading={alumni.isPending}
                disabled={!mayMark}
                aria-label={t('donors.alumniSwitch')}
              />
            </Popconfirm>
          ),
        },
        {
          key: 'reveal',
          label: t('donors.revealTitle'),
          children:
            mayCall('POST /donors/:id/reveal') && !whole ? (
              <Popconfirm
                title={t('donors.revealTitle')}
                description={t('donors.revealConfirm')}
                okText={t('common.confirm')}
                cancelText={t('common.cancel')}
                onConfirm={show}
              >
                <Button size="small" icon={<EyeOutlined />} loading={reveal.isPending}>
                  {t('donors.reveal')}
                </Button>
              </Popconfirm>
            ) : (
              none
            ),
        },
      ]}
    />
  );
}
