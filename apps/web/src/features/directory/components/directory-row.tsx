import type { TDonationRecordRow } from '@alma/shared/api/items';
import type { Language } from '@alma/shared/i18n/language';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rowAmount, rowName, rowProject, rowTime } from '../model/directory-view.ts';

/** A head-and-shoulders silhouette: a gift without an avatar (an anonymous one has none). */
function Silhouette({ label }: { label: string }) {
  return (
    <svg className="directory-avatar" viewBox="0 0 40 40" role="img" aria-label={label}>
      <circle cx="20" cy="20" r="20" fill="#e8e8e8" />
      <circle cx="20" cy="16" r="7" fill="#bdbdbd" />
      <path d="M7 35c1.5-7 6.7-10.5 13-10.5S31.5 28 33 35" fill="#bdbdbd" />
    </svg>
  );
}

function Avatar({ src, label }: { src: string; label: string }) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) return <Silhouette label={label} />;
  return (
    <img
      className="directory-avatar"
      src={src}
      alt=""
      width={40}
      height={40}
      loading="lazy"
      onError={() => setBroken(true)}
    />
  );
}

/** One gift: avatar, name, time, project (and sub-project), amount (doc 3 §3). */
export function DirectoryRow({
  row,
  language,
  mask,
}: {
  row: TDonationRecordRow;
  language: Language;
  mask: boolean;
}) {
  const { t } = useTranslation();
  return (
    <li className="directory-row" data-testid="directory-row">
      <Avatar src={row.avatar} label={t('directory.anonymousAvatar')} />
      <div className="directory-row-main">
        <div className="directory-row-line">
          <span className="directory-name" data-testid="directory-name">
            {rowName(row.name, language, mask)}
          </span>
          <b className="directory-amount" data-testid="directory-amount">
            {rowAmount(row)}
          </b>
        </div>
        <div className="directory-row-line is-meta">
          <span className="directory-project" data-testid="directory-project">
            {rowProject(row)}
          </span>
          <time data-testid="directory-time">{rowTime(row.donateTime)}</time>
        </div>
      </div>
    </li>
  );
}
