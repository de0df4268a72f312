import {
  checkTaxForm,
  TAX_TYPES,
  type TaxForm,
  type TaxType,
  taxFormFromQuery,
  taxResultQuery,
} from '@alma/shared/tax/tax-query';
import { Button, Segmented } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { showToast } from '../../../lib/toast.ts';
import { TaxFormFields } from '../components/tax-form-fields.tsx';
import { problemKey } from '../model/amount-input.ts';
import { TOAST_MS } from '../model/timing.ts';
import '../messages.ts';
import '../tax.css';

type Forms = Record<TaxType, TaxForm>;

/** Both calculators' forms, the one the query describes (the way back from tax-result) prefilled. */
function initialForms(query: URLSearchParams): Forms {
  const fromQuery = taxFormFromQuery(query);
  const empty = (type: TaxType): TaxForm => ({ type, isDonate: false, values: {} });
  return { personal: empty('personal'), company: empty('company'), [fromQuery.type]: fromQuery };
}

/**
 * tax-tool (doc 3 §2, §5): the personal or the company calculator. The first missing figure is
 * toasted in the spec's words; a complete form opens tax-result with the figures in its query.
 * Each calculator keeps its own figures (the donation is yuan in one and 万元 in the other).
 */
export default function TaxToolPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [type, setType] = useState<TaxType>(() => taxFormFromQuery(params).type);
  const [forms, setForms] = useState<Forms>(() => initialForms(params));
  const form = forms[type];

  const submit = () => {
    const checked = checkTaxForm(form);
    if (!checked.ok) {
      void showToast(t(problemKey(checked.problem)), TOAST_MS);
      return;
    }
    const query = taxResultQuery(checked.request);
    // This entry keeps the figures, so Back from the result finds them filled in.
    navigate(`/tax-tool?${query}`, { replace: true });
    navigate(`/tax-result?${query}`);
  };

  return (
    <main className="tax-page" data-testid="tax-tool">
      <header className="tax-hero">
        <h1>{t('tax.tool.title')}</h1>
        <p>{t('tax.tool.intro')}</p>
      </header>
      <section className="tax-card">
        <Segmented
          block
          className="tax-types"
          aria-label={t('tax.tool.typeLabel')}
          value={type}
          options={TAX_TYPES.map((value) => ({ value, label: t(`tax.tool.types.${value}`) }))}
          onChange={(value) => setType(value === 'company' ? 'company' : 'personal')}
        />
        <form
          className="tax-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <TaxFormFields form={form} onChange={(next) => setForms({ ...forms, [type]: next })} />
          <p className="tax-note">
            {t(type === 'personal' ? 'tax.tool.personalNote' : 'tax.tool.companyNote')}
          </p>
          <Button block color="primary" type="submit" className="tax-submit" data-testid="tax-submit">
            {t('tax.tool.submit')}
          </Button>
        </form>
      </section>
    </main>
  );
}
