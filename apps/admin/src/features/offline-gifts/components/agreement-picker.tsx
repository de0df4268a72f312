import type { TAgreementAwaiting } from '@alma/shared/admin-api/agreements';
import { formatYuan, yuanToFen } from '@alma/shared/money/money';
import { Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { type TAwaitingNarrowing, useAwaitingAgreements } from '../api/awaiting-agreements.ts';
import { suggestedAgreement } from '../model/agreement-suggestion.ts';
import { AgreementSuggestion } from './agreement-suggestion.tsx';

type Props = {
  /** What is typed in the gift's amount and payer fields: the list narrows to them. */
  amount: string | undefined;
  payerName: string | undefined;
  value: TAgreementAwaiting | null;
  onChange: (agreement: TAgreementAwaiting | null) => void;
};

/** An amount the server can narrow by: a positive yuan amount with at most two decimals, else none. */
const narrowingAmount = (typed: string | undefined) => {
  const fen = typed ? yuanToFen(typed.trim()) : null;
  return fen !== null && fen > 0 ? typed?.trim() : undefined;
};

/**
 * 关联协议: a bank transfer recorded against a sealed agreement whose money has not come. The list
 * narrows to the typed amount (the payer's own agreements first) and is searched by number or name;
 * when the amount and the payer match exactly one, it is offered above the list.
 */
export function AgreementPicker({ amount, payerName, value, onChange }: Props) {
  const { t } = useTranslation();
  const [words, setWords] = useState('');
  const narrowing = JSON.stringify({
    amount: narrowingAmount(amount),
    payerName: payerName?.trim() || undefined,
    q: words.trim() || undefined,
  });
  const asked = useDebouncedValue(narrowing, 300);
  const found = useAwaitingAgreements(JSON.parse(asked) as TAwaitingNarrowing);
  const rows = found.data ?? [];
  // The chosen one stays among the options while the list is asked again.
  const options = value && !rows.some((row) => row.id === value.id) ? [value, ...rows] : rows;
  // Suggested from the list of what is typed now, not of a search or of what was typed before.
  const current = asked === narrowing && !found.isPlaceholderData && words.trim() === '';
  const suggestion = current ? suggestedAgreement(rows, { amount, payerName }, value) : null;

  return (
    <>
      {suggestion ? <AgreementSuggestion agreement={suggestion} onPick={onChange} /> : null}
      <Form.Item
        label={t('offlineGifts.agreement.label')}
        htmlFor="offline-gift-agreement"
        extra={t('offlineGifts.agreement.hint')}
      >
        <Select
          id="offline-gift-agreement"
          allowClear
          showSearch={{ filterOption: false, onSearch: setWords }}
          value={value?.id}
          placeholder={t('offlineGifts.agreement.placeholder')}
          loading={found.isFetching}
          notFoundContent={found.isFetching ? null : t('offlineGifts.agreement.none')}
          onChange={(id: number | undefined) => onChange(options.find((row) => row.id === id) ?? null)}
          options={options.map((row) => ({
            value: row.id,
            label: [
              row.agreementNo,
              `${row.donorName} ${row.donorMobile}`.trim(),
              row.projectTitle,
              t('common.yuan', { amount: formatYuan(row.amount) }),
            ].join(' · '),
          }))}
          data-testid="offline-gift-agreement"
        />
      </Form.Item>
    </>
  );
}

/** A field the chosen agreement fills: its words shown, its value (an id) kept by the Form.Item. */
export function LockedField({ id, text }: { id?: string; text: string }) {
  return <Input id={id} disabled value={text} style={{ width: 320 }} />;
}
