import { useTranslation } from 'react-i18next';
import type { Campaign } from '../model/campaigns.ts';
import { NoteDialog } from './note-dialog.tsx';
import { Paragraphs } from './paragraphs.tsx';

type Props = { campaign: Campaign; open: boolean; onClose: () => void; text: string };

/** The activity note: what the campaign is, how to give, and whom to ask ({name}, {phone}). */
export function CampaignNote({ campaign, open, onClose, text }: Props) {
  const { t } = useTranslation();
  const { contact } = campaign;
  return (
    <NoteDialog open={open} title={t('campaignHomes.note')} onClose={onClose} testId="campaign-note">
      <Paragraphs text={text} />
      <h3 className="campaign-note-subtitle">{t('campaignHomes.methodTitle')}</h3>
      <Paragraphs text={t(`campaignHomes.${campaign.id}.method`)} />
      {contact ? (
        <p className="campaign-note-contact" data-testid="campaign-contact">
          <span>{t('campaignHomes.contactName', { name: contact.name })}</span>
          <span>{t('campaignHomes.contactPhone', { phone: contact.phone })}</span>
        </p>
      ) : null}
    </NoteDialog>
  );
}
