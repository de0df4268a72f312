import { formatFen } from '@alma/shared/money/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';
import { getCardBalance } from '../api/get-card-balance.ts';
import '../campus-card-messages.ts';
import { VALIDATION_TOAST_MS } from '../model/amount.ts';
import type { CampusCard } from '../model/campus-card.ts';

/** Doc 2 §8: a failed read is an error toast, 2 s like the other server messages. */
const ERROR_TOAST_MS = 2000;

type Props = {
  value: CampusCard;
  onChange: (card: CampusCard) => void;
  disabled: boolean;
  /** The balance read for the card as it is now, in fen; null once the card is edited again. */
  onBalance?: (balanceFen: number | null) => void;
};

/**
 * Campus-card credentials (doc 2 §2.1), shown when pay type 9 is chosen: the student or staff
 * number, the card password with the initial-password hint of doc 2 §5, and a balance check.
 */
export function CampusCardSection({ value, onChange, disabled, onBalance }: Props) {
  const { t } = useTranslation();
  const [balance, setBalance] = useState<{ card: CampusCard; fen: number } | null>(null);
  const [reading, setReading] = useState(false);
  const shown = balance && sameCard(balance.card, value) ? balance.fen : null;

  const change = (card: CampusCard) => {
    if (balance) {
      setBalance(null);
      onBalance?.(null);
    }
    onChange(card);
  };

  const readBalance = async () => {
    if (value.stuWorkNo.trim() === '' || value.passwork === '') {
      const key = value.stuWorkNo.trim() === '' ? 'campusCard.enterStudentNo' : 'campusCard.enterPassword';
      void showToast(t(key), VALIDATION_TOAST_MS);
      return;
    }
    const card = value;
    setReading(true);
    try {
      const fen = await getCardBalance(card);
      setBalance({ card, fen });
      onBalance?.(fen);
    } catch (error) {
      // The server's own words for a refusal it explains (too many tries); else the spec's message.
      const text =
        error instanceof ApiError && error.code === -1 ? error.message : t('campusCard.balanceFailed');
      void showToast(text, ERROR_TOAST_MS);
    } finally {
      setReading(false);
    }
  };

  return (
    <section className="donate-card" data-testid="campus-card-section">
      <h2 className="donate-section-title">{t('campusCard.title')}</h2>
      <label className="donate-row">
        <span className="donate-row-label">{t('campusCard.studentNo')}</span>
        <input
          className="donate-field-input"
          data-testid="campus-student-no"
          value={value.stuWorkNo}
          placeholder={t('campusCard.studentNoPlaceholder')}
          maxLength={32}
          autoComplete="off"
          disabled={disabled}
          onChange={(event) => change({ ...value, stuWorkNo: event.target.value })}
        />
      </label>
      <label className="donate-row">
        <span className="donate-row-label">{t('campusCard.password')}</span>
        <input
          className="donate-field-input"
          data-testid="campus-password"
          type="password"
          value={value.passwork}
          placeholder={t('campusCard.passwordPlaceholder')}
          maxLength={64}
          autoComplete="off"
          disabled={disabled}
          onChange={(event) => change({ ...value, passwork: event.target.value })}
        />
      </label>
      <p className="donate-goods-price" data-testid="campus-password-hint">
        {t('campusCard.hint')}
      </p>
      <div className="donate-row">
        <span className="donate-row-label" data-testid="campus-balance">
          {shown === null ? '' : t('campusCard.balance', { balance: formatFen(shown) })}
        </span>
        <button
          type="button"
          className="donate-chip"
          data-testid="campus-balance-button"
          disabled={disabled || reading}
          onClick={() => void readBalance()}
        >
          {reading ? t('campusCard.querying') : t('campusCard.queryBalance')}
        </button>
      </div>
    </section>
  );
}

const sameCard = (a: CampusCard, b: CampusCard) =>
  a.stuWorkNo.trim() === b.stuWorkNo.trim() && a.passwork === b.passwork;
