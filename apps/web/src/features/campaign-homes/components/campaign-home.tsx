import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RichHtml } from '../../../components/rich-html.tsx';
import type { Campaign } from '../model/campaigns.ts';
import { BackgroundMusic } from './background-music.tsx';
import { CampaignNote } from './campaign-note.tsx';
import { ItemHead } from './item-head.tsx';
import { WithItem } from './item-state.tsx';

/**
 * A tree campaign's home (doc 4 §2.3: tree-naming, tree-naming-cpu, tree-naming-xzit): music,
 * the activity note (open on entry), the project's cover, counter and content, and its buttons:
 * the maps, the donor list, and for xzit the way home and the initiator line.
 */
export function CampaignHome({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const [noteOpen, setNoteOpen] = useState(campaign.noteOnEntry);
  return (
    <main className={`campaign-home is-${campaign.id}`} data-testid="campaign-home">
      {campaign.music ? <BackgroundMusic /> : null}
      <WithItem itemsId={campaign.itemsId}>
        {(item) => (
          <>
            <ItemHead item={item} />
            <nav className="campaign-actions">
              {campaign.maps.map((map) => (
                <Link
                  key={map.to}
                  className="alma-button is-primary"
                  to={map.to}
                  data-testid={`campaign-map-${map.label}`}
                >
                  {t(`campaignHomes.maps.${map.label}`)}
                </Link>
              ))}
              {campaign.donorList ? (
                <Link className="alma-button" to={campaign.donorList} data-testid="campaign-donor-list">
                  {t('campaignHomes.donorList')}
                </Link>
              ) : null}
              <button
                type="button"
                className="alma-button"
                onClick={() => setNoteOpen(true)}
                data-testid="campaign-note-open"
              >
                {t('campaignHomes.note')}
              </button>
              {campaign.backHome ? (
                <Link className="alma-button" to="/" data-testid="campaign-back-home">
                  {t('campaignHomes.backHome')}
                </Link>
              ) : null}
            </nav>
            <RichHtml html={item.content} className="campaign-content" testId="campaign-content" />
            {campaign.initiator ? (
              <p className="campaign-initiator" data-testid="campaign-initiator">
                {t('campaignHomes.initiator')}
              </p>
            ) : null}
          </>
        )}
      </WithItem>
      <CampaignNote
        campaign={campaign}
        open={noteOpen}
        onClose={() => setNoteOpen(false)}
        text={t(`campaignHomes.${campaign.id}.note`)}
      />
    </main>
  );
}
