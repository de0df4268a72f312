import { contractFormProblem } from '@alma/shared/validation/contract-form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AlumniPopup } from '../../../components/alumni-popup.tsx';
import { FormRow, ReadOnlyRow } from '../../../components/form-rows.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { showToast } from '../../../lib/toast.ts';
import { hasToken } from '../../../lib/token-store.ts';
import { generateContract } from '../api/generate-contract.ts';
import { useAgreementProjects } from '../api/get-agreement-projects.ts';
import { useBaseInfo } from '../api/get-base-info.ts';
import { BusyNotice } from '../components/busy-notice.tsx';
import { NotAlumniBox } from '../components/not-alumni-box.tsx';
import { ProjectPicker } from '../components/project-picker.tsx';
import { useContractAlumniGate } from '../hooks/use-contract-alumni-gate.ts';
import {
  contractInput,
  formMobile,
  generationFailure,
  problemText,
  queryId,
  signaturePath,
} from '../model/contract-form.ts';
import { CHECK_TOAST_MS, SERVER_TOAST_MS } from '../model/timing.ts';
import '../messages.ts';
import '../agreements.css';

/** contract-cpu (doc 4 §2.4): the contract form; it needs a login. `?id=` names a project to start with. */
export default function ContractFormPage() {
  const location = useLocation();
  if (!hasToken()) {
    const here = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(here)}`} replace />;
  }
  return <ContractForm />;
}

function ContractForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const projects = useAgreementProjects();
  const identity = useBaseInfo();
  const presetId = queryId(params.get('id'));
  const [picked, setPicked] = useState(0);
  const [amount, setAmount] = useState('');
  const [generating, setGenerating] = useState(false);
  const listed = projects.data?.some((project) => project.id === presetId) ?? false;
  const projectId = picked || (listed ? presetId : 0);
  const gate = useContractAlumniGate(projectId || presetId, `${location.pathname}${location.search}`);

  const failed = projects.isError ? projects : identity.isError ? identity : null;
  if (failed) {
    const reason = failed.error instanceof ApiError ? failed.error.message : undefined;
    return (
      <main className="agreement-page">
        <LoadFailed
          testId="contract-form-error"
          message={reason}
          onRetry={() => {
            if (projects.isError) void projects.refetch();
            if (identity.isError) void identity.refetch();
          }}
        />
      </main>
    );
  }
  if (!projects.data || !identity.data) {
    return (
      <main className="agreement-page">
        <p className="alma-loading">{t('common.loading')}</p>
      </main>
    );
  }

  const generate = async () => {
    if (generating) return;
    if (gate.refused) return gate.openPopup();
    const input = contractInput(identity.data, projectId, amount);
    const language = currentLanguage();
    const problem = contractFormProblem(input);
    if (problem) return void showToast(problemText(problem, language), CHECK_TOAST_MS);
    setGenerating(true);
    try {
      const made = await generateContract(input);
      navigate(signaturePath(made));
    } catch (error) {
      const failure = generationFailure(error, language);
      if (failure.kind === 'notAlumni') gate.onNotAlumni();
      else if (failure.kind === 'toast') void showToast(failure.text, SERVER_TOAST_MS);
    } finally {
      setGenerating(false);
    }
  };

  return (
    <main className="agreement-page has-bar" data-testid="contract-form">
      <header className="agreement-head">
        <Link
          className="agreement-icon-link"
          to="/contract-cpu/myList"
          aria-label={t('agreements.form.myList')}
          title={t('agreements.form.myList')}
          data-testid="contract-my-list"
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              d="M6 2h9l5 5v15H6V2Zm8 1.5V8h4.5L14 3.5ZM8.5 11v1.6h9V11h-9Zm0 3.4V16h9v-1.6h-9Zm0 3.4v1.6h6v-1.6h-6Z"
              fill="currentColor"
            />
          </svg>
        </Link>
      </header>
      {gate.refused ? <NotAlumniBox onCertify={gate.openPopup} /> : null}
      <section className="agreement-card">
        <ReadOnlyRow label={t('agreements.form.name')} value={identity.data.name} testId="contract-name" />
        <ReadOnlyRow
          label={t('agreements.form.mobile')}
          value={formMobile(identity.data.mobile)}
          testId="contract-mobile"
        />
        <ReadOnlyRow label={t('agreements.form.idNo')} value={identity.data.idNo} testId="contract-id-no" />
        <FormRow label={t('agreements.form.project')} htmlFor="contract-project">
          <ProjectPicker projects={projects.data} value={projectId} onChange={setPicked} />
        </FormRow>
        <FormRow label={t('agreements.form.amount')} htmlFor="contract-amount">
          <div className="agreement-amount">
            <input
              id="contract-amount"
              className="form-input"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              maxLength={20}
              value={amount}
              placeholder={t('agreements.form.amountPlaceholder')}
              onChange={(event) => setAmount(event.target.value.replace(/[^\d.]/g, ''))}
              data-testid="contract-amount"
            />
            <span>{t('agreements.form.yuan')}</span>
          </div>
        </FormRow>
        <p className="agreement-note">{t('agreements.form.identityNote')}</p>
      </section>
      <div className="agreement-bar">
        <button
          type="button"
          className="alma-button is-primary"
          onClick={() => void generate()}
          disabled={generating}
          data-testid="contract-generate"
        >
          {t('agreements.form.generate')}
        </button>
      </div>
      {generating ? (
        <BusyNotice text={t('agreements.form.generating')} blocking testId="contract-generating" />
      ) : null}
      <AlumniPopup visible={gate.popupVisible} onClose={gate.closePopup} />
    </main>
  );
}
