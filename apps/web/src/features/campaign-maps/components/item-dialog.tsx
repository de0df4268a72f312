import type { TSeatDetail } from '@alma/shared/api/naming-activity';
import { Dialog, type DialogProps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSeatDetail } from '../api/get-seat-detail.ts';
import type { Campaign } from '../model/campaigns.ts';
import { actionOf } from '../model/point-status.ts';
import { dayOf } from '../model/tree-intro.ts';

type Props = {
  seatId: number | null;
  nameButton: Campaign['nameButton'];
  /** Shown for an item without its own intro. */
  fallbackIntro: string;
  onClose: () => void;
  onName: (detail: TSeatDetail) => void;
};

/**
 * A tree's, seat's, brick's or building's detail (doc 4 §2.3, §4): free shows its number, name,
 * price and intro with the naming button; named shows the plaque (donor, the day, the message);
 * held says someone is paying for it and offers nothing to name.
 */
export function ItemDialog({ seatId, nameButton, fallbackIntro, onClose, onName }: Props) {
  const { t } = useTranslation();
  const detail = useSeatDetail(seatId);
  const item = detail.data && detail.data.seatId === seatId ? detail.data : undefined;
  const action = actionOf(item?.status);
  const actions: NonNullable<DialogProps['actions']> =
    action === 'name' ? [{ key: 'name', text: t(`campaignMaps.nameButton.${nameButton}`), bold: true }] : [];
  actions.push({ key: 'close', text: t('campaignMaps.item.close') });
  return (
    <Dialog
      visible={seatId !== null && (item !== undefined || detail.isError)}
      title={item ? titleOf(item, t) : t('campaignMaps.item.failed')}
      content={item ? <ItemBody item={item} fallbackIntro={fallbackIntro} /> : null}
      closeOnMaskClick
      onClose={onClose}
      actions={actions}
      onAction={(chosen) => {
        if (chosen.key === 'name' && item) onName(item);
        onClose();
      }}
      className="cm-item-dialog"
    />
  );
}

function titleOf(item: TSeatDetail, t: (key: string, values?: Record<string, string>) => string): string {
  // The plaque's own label ("B区 3排5座", "银杏 No.12") says which one; the area name alone does not.
  const name = item.seat || item.seatName;
  const label = name ? `${item.id} ${name}` : String(item.id);
  const state = actionOf(item.status);
  // The bracket is the language's own: （已冠名） in Chinese, (named) in English.
  if (state === 'plaque') return t('campaignMaps.item.namedTitle', { label });
  if (state === 'held') return t('campaignMaps.item.heldTitle', { label });
  return label;
}

function Row({ title, text, testId }: { title: string; text: string; testId: string }) {
  return text === '' ? null : (
    <div className="cm-row" data-testid={testId}>
      <span className="cm-row-title">{title}</span>
      <span className="cm-row-text">{text}</span>
    </div>
  );
}

function ItemBody({ item, fallbackIntro }: { item: TSeatDetail; fallbackIntro: string }) {
  const intro = item.seatIntro || fallbackIntro;
  const { t } = useTranslation();
  const state = actionOf(item.status);
  return (
    <div className="cm-item" data-testid="campaign-map-item" data-status={item.status}>
      <Row title={t('campaignMaps.item.number')} text={String(item.id)} testId="campaign-map-item-number" />
      <Row title={t('campaignMaps.item.name')} text={item.seatName} testId="campaign-map-item-name" />
      {state === 'plaque' ? (
        <>
          <Row title={t('campaignMaps.item.donor')} text={item.donorName} testId="campaign-map-item-donor" />
          <Row
            title={t('campaignMaps.item.date')}
            text={dayOf(item.donateTime)}
            testId="campaign-map-item-date"
          />
          <Row
            title={t('campaignMaps.item.message')}
            text={item.donationMessage}
            testId="campaign-map-item-message"
          />
        </>
      ) : (
        <Row
          title={t('campaignMaps.item.price')}
          text={t('campaignMaps.item.money', { money: item.termMoney })}
          testId="campaign-map-item-price"
        />
      )}
      {state === 'name' && intro ? (
        <p className="cm-item-intro" data-testid="campaign-map-item-intro">
          {intro}
        </p>
      ) : null}
      {state === 'held' ? <p className="cm-item-note">{t('campaignMaps.item.held')}</p> : null}
      {state === 'none' ? <p className="cm-item-note">{t('campaignMaps.item.off')}</p> : null}
    </div>
  );
}
