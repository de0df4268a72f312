import { Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast.ts';
import { getStatement } from '../api/get-statement.ts';
import { statementYears } from '../model/mine-view.ts';

const TOAST_MS = 1000;

/**
 * 年度捐赠报告: a sheet of years; the chosen year's signed PDF link opens in place (a PDF in the
 * WeChat browser opens in its viewer, and Back returns here). A year without gifts says so.
 */
export function StatementEntry() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState<number | null>(null);

  const choose = async (year: number) => {
    if (asking !== null) return;
    setAsking(year);
    try {
      const statement = await getStatement(year);
      if (statement.count === 0 || statement.url === '') {
        void showToast(t('mine.statement.empty'), TOAST_MS);
        return;
      }
      setOpen(false);
      window.location.assign(statement.url);
    } catch {
      // The api client has shown the server's words or the network message.
    } finally {
      setAsking(null);
    }
  };

  return (
    <>
      <button
        type="button"
        className="mine-menu-item mine-menu-button"
        data-testid="mine-statement"
        onClick={() => setOpen(true)}
      >
        <span>{t('mine.menu.statement')}</span>
        <span className="mine-menu-arrow" aria-hidden="true" />
      </button>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyClassName="mine-sheet"
      >
        <section role="dialog" aria-labelledby="statement-title" data-testid="statement-sheet">
          <h2 className="mine-sheet-title" id="statement-title">
            {t('mine.statement.title')}
          </h2>
          {statementYears(new Date()).map((year) => (
            <button
              key={year}
              type="button"
              className="mine-sheet-option"
              disabled={asking !== null}
              aria-busy={asking === year}
              onClick={() => void choose(year)}
            >
              {asking === year ? t('mine.statement.asking') : t('mine.statement.year', { year })}
            </button>
          ))}
          <button type="button" className="mine-sheet-option is-cancel" onClick={() => setOpen(false)}>
            {t('mine.statement.cancel')}
          </button>
        </section>
      </Popup>
    </>
  );
}
