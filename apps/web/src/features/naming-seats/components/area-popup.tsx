import { SEAT_AREA_TYPE, type TSeatArea } from '@alma/shared/api/naming';
import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

type Props = {
  visible: boolean;
  areas: TSeatArea[];
  currentId: number;
  onClose: () => void;
  onChoose: (areaId: number) => void;
};

/**
 * The area picker modal (doc 2 §2.4). Its own chunk, loaded on the first tap of the area button:
 * antd-mobile's popup and animation code stay off the path to the first drawn seat map.
 */
export default function AreaPopup({ visible, areas, currentId, onClose, onChoose }: Props) {
  const { t } = useTranslation();
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="seat-area-popup">
      <h2 className="seat-area-popup-title" id="seat-area-popup-title">
        {t('namingSeats.chooseArea')}
      </h2>
      <div className="seat-area-options" role="listbox" aria-labelledby="seat-area-popup-title">
        {areas.map((area) => (
          <button
            key={area.id}
            type="button"
            role="option"
            aria-selected={area.id === currentId}
            className="seat-area-option"
            data-testid="seat-area-option"
            onClick={() => {
              onClose();
              if (area.id !== currentId) onChoose(area.id);
            }}
          >
            <span>{area.title}</span>
            <small>
              {area.type === SEAT_AREA_TYPE.list
                ? t('namingSeats.areaKind.list')
                : t('namingSeats.areaKind.grid')}
            </small>
          </button>
        ))}
      </div>
    </Popup>
  );
}
