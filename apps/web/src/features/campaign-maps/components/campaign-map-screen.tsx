import type { TMapBuilding, TMapPoint } from '@alma/shared/naming-map/map-definition';
import { NAMING_STATUS } from '@alma/shared/naming-map/naming-status';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLanguage } from '../../../lib/language.ts';
import { showToast } from '../../../lib/toast.ts';
import { MapMissingError } from '../api/get-map-definition.ts';
import { useFindItem } from '../hooks/use-find-item.ts';
import { useMapLevels } from '../hooks/use-map-levels.ts';
import { useMapStatuses } from '../hooks/use-map-statuses.ts';
import { useStartNaming } from '../hooks/use-start-naming.ts';
import { type Campaign, filtersShown, vrShown } from '../model/campaigns.ts';
import { type MapFilter, NO_FILTER } from '../model/map-filter.ts';
import { buildingTitle, mapTitle } from '../model/map-texts.ts';
import { FindBox } from './find-box.tsx';
import { ContactDialog, GuideDialog } from './guide-dialog.tsx';
import { ItemDialog } from './item-dialog.tsx';
import { MapFilters } from './map-filters.tsx';
import { MapView } from './map-view.tsx';

const TOAST_MS = 1000;

/**
 * One campaign's map screen (doc 4 §2.2, §2.3): the bar (back, caption, find), the filters where
 * the campaign has them, the map, the VR and guide buttons, the legend and the dialogs. Pages
 * give it their row of campaigns.ts and the map area.
 */
export function CampaignMapScreen({ campaign, area }: { campaign: Campaign; area: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const levels = useMapLevels(area, campaign.home);
  const map = levels.definition.data;
  const language = currentLanguage();
  const caption = map ? mapTitle(map, language) : '';
  const [filter, setFilter] = useState<MapFilter>(NO_FILTER);
  const shownFilter = filtersShown(campaign, levels.place.level) ? filter : NO_FILTER;
  const { statuses, revealed } = useMapStatuses(campaign.itemsId, map, shownFilter, campaign.revealAll);
  const finder = useFindItem({
    itemsId: campaign.itemsId,
    area,
    name: levels.name,
    map,
    show: levels.show,
  });
  const [item, setItem] = useState<number | null>(null);
  const [contact, setContact] = useState<string | null>(null);
  const [guide, setGuide] = useState(campaign.guide !== null);
  const [covered, setCovered] = useState(campaign.cover);
  const startNaming = useStartNaming();

  const onPoint = (point: TMapPoint) => {
    const status = statuses?.[String(point.seatId)];
    if (campaign.detailPage) {
      void navigate(`/tree-naming-hhu/detail?from=map&id=${point.seatId}`);
    } else if (status === NAMING_STATUS.unavailable) {
      void showToast(t('campaignMaps.item.off'), TOAST_MS);
    } else {
      setItem(point.seatId);
    }
  };
  const onBuilding = (building: TMapBuilding) => {
    if (campaign.buildingContact) setContact(buildingTitle(building, language));
    else setItem(building.seatId);
  };

  return (
    <main className="cm-page" data-testid="campaign-map-page" data-level={levels.place.level}>
      <header className="cm-bar">
        <button type="button" className="cm-back" data-testid="campaign-map-back" onClick={levels.back}>
          {t('campaignMaps.back')}
        </button>
        {caption ? (
          <span className="cm-caption" data-testid="campaign-map-caption">
            {caption}
          </span>
        ) : null}
        <FindBox onFind={(keyword) => void finder.find(keyword)} />
      </header>
      {filtersShown(campaign, levels.place.level) ? (
        <MapFilters
          filter={filter}
          species={campaign.species}
          prices={campaign.prices}
          onChange={setFilter}
        />
      ) : null}
      <div className="cm-stage">
        {map ? (
          <MapView
            name={levels.name}
            map={map}
            statuses={statuses}
            revealed={revealed}
            found={finder.found}
            onArea={(hit) => levels.down(hit.next)}
            onPoint={onPoint}
            onBuilding={onBuilding}
          />
        ) : levels.definition.isError ? (
          <section className="alma-notice" role="alert" data-testid="campaign-map-error">
            {/* A map the server does not have will not come by retrying: offer the way back. */}
            {levels.definition.error instanceof MapMissingError ? (
              <>
                <p>{t('campaignMaps.missing')}</p>
                <button type="button" className="alma-button" onClick={levels.back}>
                  {t('campaignMaps.back')}
                </button>
              </>
            ) : (
              <>
                <p>{t('campaignMaps.loadFailed')}</p>
                <button
                  type="button"
                  className="alma-button"
                  onClick={() => void levels.definition.refetch()}
                >
                  {t('campaignMaps.retry')}
                </button>
              </>
            )}
          </section>
        ) : (
          <p className="cm-loading">{t('campaignMaps.loading')}</p>
        )}
        <div className="cm-tools">
          {map && vrShown(map.vr, levels.place.level) ? (
            <a
              className={`cm-tool cm-vr is-level-${levels.place.level}`}
              href={map.vr}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="campaign-map-vr"
            >
              {t('campaignMaps.vr')}
            </a>
          ) : null}
          {campaign.guide ? (
            <button
              type="button"
              className="cm-tool"
              data-testid="campaign-map-guide-open"
              onClick={() => setGuide(true)}
            >
              {t(`campaignMaps.guide.${campaign.guide}.open`)}
            </button>
          ) : null}
        </div>
        <Legend />
      </div>
      {campaign.guide ? (
        <GuideDialog kind={campaign.guide} visible={guide} onClose={() => setGuide(false)} />
      ) : null}
      <ItemDialog
        seatId={item}
        nameButton={campaign.nameButton}
        fallbackIntro={campaign.itemIntro ? t(`campaignMaps.itemIntro.${campaign.itemIntro}`) : ''}
        onClose={() => setItem(null)}
        onName={(detail) => void startNaming(detail)}
      />
      <ContactDialog title={contact} contact={campaign.buildingContact} onClose={() => setContact(null)} />
      {covered ? (
        <div className="cm-cover" data-testid="campaign-map-cover">
          <h1>{t('campaignMaps.wall.title')}</h1>
          <button type="button" className="alma-button is-primary" onClick={() => setCovered(false)}>
            {t('campaignMaps.wall.start')}
          </button>
        </div>
      ) : null}
    </main>
  );
}

function Legend() {
  const { t } = useTranslation();
  return (
    <ul className="cm-legend" aria-hidden="true">
      {(['free', 'named', 'held', 'off'] as const).map((look) => (
        <li key={look}>
          <span className={`cm-pt is-${look} is-sample`} />
          {t(`campaignMaps.legend.${look}`)}
        </li>
      ))}
    </ul>
  );
}
