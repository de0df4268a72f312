import { trimWireDate } from '@alma/shared/dates/wire-date';
import { displayNickname } from '@alma/shared/validation/display';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/language.ts';
import { Avatar } from './avatar.tsx';
import { MessageForm } from './message-form.tsx';
import { TabList } from './tab-list.tsx';

/** Messages tab: the form to post, then the approved messages with the foundation's replies. */
export function MessageTab({ itemsId, audited }: { itemsId: number; audited: boolean }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <>
      <MessageForm itemsId={itemsId} audited={audited} />
      <TabList
        tab="message"
        itemsId={itemsId}
        emptyText={t('projectDetail.empty.message')}
        renderRow={(row) => (
          <li key={row.id} className="detail-row message-row" data-testid="message-row">
            <Avatar src={row.avatar} />
            <div className="message-body">
              <div className="detail-row-main">
                <span className="message-nickname" data-testid="message-nickname">
                  {displayNickname(row.nickname, language)}
                </span>
                <time className="detail-row-meta">{trimWireDate(row.createDate || row.modifyDate, 10)}</time>
              </div>
              <p className="message-content" data-testid="message-content">
                {row.content}
              </p>
              {row.replyContent ? (
                <p className="message-reply" data-testid="message-reply">
                  <b>{t('projectDetail.message.reply')}</b>
                  {row.replyContent}
                </p>
              ) : null}
            </div>
          </li>
        )}
      />
    </>
  );
}
