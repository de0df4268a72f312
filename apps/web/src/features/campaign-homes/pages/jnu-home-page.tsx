import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { RichHtml } from '../../../components/rich-html.tsx';
import { BackgroundMusic } from '../components/background-music.tsx';
import { CampaignNote } from '../components/campaign-note.tsx';
import { ItemHead } from '../components/item-head.tsx';
import { WithItem } from '../components/item-state.tsx';
import { Paragraphs } from '../components/paragraphs.tsx';
import { useStartNaming } from '../hooks/use-start-naming.ts';
import { CAMPAIGNS, campaignItemsId } from '../model/campaigns.ts';
import '../messages.ts';
import '../campaign-homes.css';

/** Only a refused donor needs the pop-up (and antd-mobile). */
const AlumniPopup = lazy(() =>
  import('../../../components/alumni-popup.tsx').then((module) => ({ default: module.AlumniPopup })),
);

/**
 * seat-naming-jnu (doc 4 §2.1, §2.4): the seat campaign's home, with background music, the
 * explanatory pop-up (open on entry), 我要冠名 into the campaign's own seat chooser
 * (seat-naming-jnu/seat, alumni only) and 'view my naming' (mine-gm). `?id=` names the project;
 * the demo's is the hall seats project.
 */
export default function JnuHomePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const campaign = CAMPAIGNS.jnu;
  const itemsId = campaignItemsId(campaign, params.get('id'));
  const [explainOpen, setExplainOpen] = useState(campaign.noteOnEntry);
  const naming = useStartNaming(itemsId);
  return (
    <main className="campaign-home is-jnu" data-testid="campaign-home">
      <BackgroundMusic />
      <WithItem itemsId={itemsId}>
        {(item) => (
          <>
            <ItemHead item={item} />
            <nav className="campaign-actions">
              <button
                type="button"
                className="alma-button is-primary"
                onClick={naming.start}
                disabled={naming.checking}
                data-testid="jnu-start"
              >
                {naming.checking ? t('campaignHomes.jnu.checking') : t('campaignHomes.jnu.start')}
              </button>
              <Link className="alma-button" to="/mine-gm" data-testid="jnu-view-mine">
                {t('campaignHomes.jnu.viewMine')}
              </Link>
              <button
                type="button"
                className="alma-button"
                onClick={() => setExplainOpen(true)}
                data-testid="campaign-note-open"
              >
                {t('campaignHomes.note')}
              </button>
            </nav>
            <section className="campaign-letter" data-testid="jnu-letter">
              <h2>{t('campaignHomes.jnu.letterTitle')}</h2>
              <Paragraphs text={t('campaignHomes.jnu.letter')} />
            </section>
            <RichHtml html={item.content} className="campaign-content" testId="campaign-content" />
          </>
        )}
      </WithItem>
      <CampaignNote
        campaign={campaign}
        open={explainOpen}
        onClose={() => setExplainOpen(false)}
        text={t('campaignHomes.jnu.explain')}
      />
      {naming.refused ? (
        <Suspense fallback={null}>
          <AlumniPopup visible onClose={naming.closeRefusal} />
        </Suspense>
      ) : null}
    </main>
  );
}
