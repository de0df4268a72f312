import type { TAgreementVersion } from '@alma/shared/admin-api/agreements';
import { Card, Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isEvidenceField, minuteOf } from '../model/agreement-words.ts';

/** A PDF the browser opens beside the console (the link is signed and expires). */
export function PdfLink({ href, label }: { href: string; label: string }) {
  return (
    <Typography.Link href={href} target="_blank" rel="noreferrer">
      {label}
    </Typography.Link>
  );
}

/**
 * Each signing, newest first: when it was signed and sealed, the donor-signed and the sealed PDF,
 * and the evidence page's rows, labelled in the staff member's language (the values as recorded, in
 * the agreement's language; mobile and ID masked by the server).
 */
export function AgreementVersions({ versions }: { versions: readonly TAgreementVersion[] }) {
  const { t } = useTranslation();
  if (versions.length === 0)
    return <Typography.Text type="secondary">{t('agreements.noVersions')}</Typography.Text>;
  return (
    <Flex vertical gap={12}>
      {versions.map((version) => (
        <Card
          key={version.version}
          size="small"
          title={t('agreements.version', { version: version.version })}
          data-testid="agreement-version"
        >
          <Descriptions
            size="small"
            column={2}
            items={[
              { key: 'signedAt', label: t('agreements.signedAt'), children: minuteOf(version.signedAt) },
              {
                key: 'sealedAt',
                label: t('agreements.versionSealedAt'),
                children: version.sealedAt ? minuteOf(version.sealedAt) : t('agreements.notSealed'),
              },
              {
                key: 'signedUrl',
                label: t('agreements.signedPdf'),
                children: <PdfLink href={version.signedUrl} label={t('agreements.open')} />,
              },
              {
                key: 'sealedUrl',
                label: t('agreements.sealedPdf'),
                children: version.sealedUrl ? (
                  <PdfLink href={version.sealedUrl} label={t('agreements.open')} />
                ) : (
                  <Typography.Text type="secondary">{t('agreements.notSealed')}</Typography.Text>
                ),
              },
            ]}
          />
          {version.evidence.length > 0 ? (
            <>
              <Typography.Text strong style={{ display: 'block', margin: '8px 0' }}>
                {t('agreements.evidence')}
              </Typography.Text>
              <Descriptions
                size="small"
                bordered
                column={1}
                items={version.evidence.map((row, index) => ({
                  key: `${index}-${row.field}`,
                  label: isEvidenceField(row.field) ? t(`agreements.evidenceFields.${row.field}`) : row.label,
                  children: row.value,
                }))}
              />
            </>
          ) : null}
        </Card>
      ))}
    </Flex>
  );
}
