import type { TInstitutionSettings } from '@alma/shared/admin-api/settings';
import type { UseMutationResult } from '@tanstack/react-query';
import { App, Form, type FormInstance } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { showServerError } from '../../../lib/form-error.ts';
import { sameSettings } from '../model/settings-form-values.ts';
import { checkSettings } from '../model/settings-problems.ts';

type Options<F, C> = {
  /** The contract's value of what the form holds over its start (undefined: the start itself). */
  contractOf: (held: Partial<F> | undefined) => C;
  /** The shared contract the server parses the same body with. */
  schema: z.ZodType<C>;
  mutation: UseMutationResult<TInstitutionSettings, Error, C>;
};

/**
 * One tab's form against its part of the settings: the shared contract's problems (live, in the
 * staff member's language), whether anything changed, and the save. A save's answer becomes the new
 * start, so the form is reset to what the server kept (trimmed, the HTML sanitised).
 */
export function useSettingsForm<F extends object, C>(
  form: FormInstance<F>,
  { contractOf, schema, mutation }: Options<F, C>,
) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const watched = Form.useWatch([], { form, preserve: true }) as Partial<F> | undefined;
  const saved = contractOf(undefined);
  const current = contractOf(watched);
  const savedText = JSON.stringify(saved);
  const verdict = checkSettings(schema, current);
  const changed = !sameSettings(current, saved);

  useEffect(() => {
    // The saved values changed (this save, or another's seen on a refetch): show them.
    if (savedText) form.resetFields();
  }, [form, savedText]);

  const problem = (field: string) => {
    const found = verdict.problems?.get(field);
    if (!found) return {};
    // The message names the field as its label does (the help may be read away from the field).
    const label = t(`settings.${field}`, { defaultValue: '' });
    return {
      validateStatus: 'error' as const,
      help: t(`settings.problem.${found.key}`, { max: found.max, length: found.length, label }),
    };
  };

  const submit = () => {
    if (verdict.data === null || !changed || mutation.isPending) return;
    mutation.mutate(verdict.data, {
      onSuccess: () => void message.success(t('settings.saved')),
      onError: (error) => showServerError(form, error, (text) => void message.error(text)),
    });
  };

  return {
    problem,
    changed,
    valid: verdict.data !== null,
    saving: mutation.isPending,
    submit,
  };
}
