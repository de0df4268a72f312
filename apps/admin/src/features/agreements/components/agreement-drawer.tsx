import type { TAgreementDetail } from '@alma/shared/admin-api/agreements';
import { Button, Descriptions, Drawer, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useMayCall } from '../../../lib/session.ts';
import { useAgreementDetail } from '../api/agreements.ts';
import { mayBeVoided, minuteOf } from '../model/agreement-words.ts';
import { AgreementFacts } from './agreement-facts.tsx';
import { AgreementVersions, PdfLink } from './agreement-versions.tsx';
import { VoidAgreementModal } from './void-agreement-modal.tsx';

function Voided({ agreement }: { agreement: TAgreementDetail }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      size="small"
      bordered
      column={2}
      data-testid="agreement-voided"
      items={[
        { key: 'voidedAt', label: t('agreements.voidedAt'), children: minuteOf(agreement.voidedAt) },
        { key: 'voidedBy', label: t('agreements.voidedBy'), children: agreement.voidedBy },
        { key: 'voidReason', label: t('agreements.voidReason'), children: agreement.voidReason, span: 2 },
      ]}
    />
  );
}

const heading = { marginTop: 24 } as const;

/**
 * One agreement: the facts, its files (the unsigned one, and each signing's donor-signed and sealed
 * PDF), each signing's evidence, the order that paid it with its receipt and certificate, how it was
 * voided; and 作废 for those who may.
 */
export function AgreementDrawer({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useAgreementDetail(id);
  const mayVoid = useMayCall()('POST /agreements/:id/void');
  const [voiding, setVoiding] = useState(false);
  const agreement = detail.data;

  return (
    <Drawer
      open={id !== undefined}
      onClose={onClose}
      size={820}
      title={t('agreements.detailTitle', { agreementNo: agreement?.agreementNo ?? '' })}
      destroyOnHidden
      extra={
        mayVoid && agreement && mayBeVoided(agreement.status) ? (
          <Button danger onClick={() => setVoiding(true)} data-testid="agreement-void">
            {t('agreements.void')}
          </Button>
        ) : null
      }
    >
      {detail.isError ? (
        <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
      ) : !agreement ? (
        <PageLoading />
      ) : (
        <>
          <AgreementFacts agreement={agreement} />
          {agreement.status === 'VOID' ? (
            <>
              <Typography.Title level={5} style={heading}>
                {t('agreements.voided')}
              </Typography.Title>
              <Voided agreement={agreement} />
            </>
          ) : null}
          <Typography.Title level={5} style={heading}>
            {t('agreements.files')}
          </Typography.Title>
          <Space>
            <span>{t('agreements.unsigned')}</span>
            <PdfLink href={agreement.unsignedUrl} label={t('agreements.open')} />
          </Space>
          <Typography.Title level={5} style={heading}>
            {t('agreements.versions')}
          </Typography.Title>
          <AgreementVersions versions={agreement.versions} />
          {voiding ? <VoidAgreementModal agreement={agreement} onClose={() => setVoiding(false)} /> : null}
        </>
      )}
    </Drawer>
  );
}
