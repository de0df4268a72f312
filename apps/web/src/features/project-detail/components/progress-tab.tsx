import { trimWireDate } from '@alma/shared/dates/wire-date';
import { useTranslation } from 'react-i18next';
import { TabList } from './tab-list.tsx';

/** Progress tab: dated entries with content and attachment pictures (doc 1 §2). */
export function ProgressTab({ itemsId }: { itemsId: number }) {
  const { t } = useTranslation();
  return (
    <TabList
      tab="progress"
      itemsId={itemsId}
      emptyText={t('projectDetail.empty.progress')}
      renderRow={(row) => (
        <li key={row.id} className="detail-row progress-row" data-testid="progress-row">
          <time className="progress-date" data-testid="progress-date">
            {trimWireDate(row.progressDate, 10)}
          </time>
          <p className="progress-content">{row.content}</p>
          {row.attachmentList.length > 0 ? (
            <div className="progress-images">
              {row.attachmentList.map((file) => (
                <img
                  key={file.fileUrl}
                  src={file.fileUrl}
                  alt=""
                  width={96}
                  height={72}
                  loading="lazy"
                  data-testid="progress-image"
                />
              ))}
            </div>
          ) : null}
        </li>
      )}
    />
  );
}
