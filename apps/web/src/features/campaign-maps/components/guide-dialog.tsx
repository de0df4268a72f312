import { Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { GuideKind } from '../model/campaigns.ts';

/** A campaign's guide (doc 4 §2.3, §4: visible on entry on the gmu, seat, build and wall pages). */
export function GuideDialog({
  kind,
  visible,
  onClose,
}: {
  kind: GuideKind;
  visible: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      visible={visible}
      title={t(`campaignMaps.guide.${kind}.title`)}
      content={
        <p className="cm-guide" data-testid="campaign-map-guide">
          {t(`campaignMaps.guide.${kind}.body`)}
        </p>
      }
      closeOnAction
      onClose={onClose}
      actions={[{ key: 'ok', text: t(`campaignMaps.guide.${kind}.ok`), bold: true }]}
    />
  );
}

/** The xzit buildings' contact lines (doc 4 §2.3: the staff member's {name} and {phone}). */
export function ContactDialog({
  title,
  contact,
  onClose,
}: {
  title: string | null;
  contact: { name: string; phone: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      visible={title !== null && contact !== null}
      title={title ?? ''}
      content={
        <div className="cm-contact" data-testid="campaign-map-contact">
          <p>
            {t('campaignMaps.contact.name', { name: contact?.name, interpolation: { escapeValue: false } })}
          </p>
          <p>
            {t('campaignMaps.contact.phone', {
              phone: contact?.phone,
              interpolation: { escapeValue: false },
            })}
          </p>
        </div>
      }
      closeOnAction
      onClose={onClose}
      actions={[{ key: 'ok', text: t('campaignMaps.contact.ok'), bold: true }]}
    />
  );
}
