import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedGuard } from '../../../lib/use-unsaved-guard.ts';
import { editorMoveOf } from '../model/editor-leave.ts';

/**
 * The donation form builder's guard: from the first change a person makes until the form is saved,
 * leaving it (the menu, the breadcrumb, the browser's back, a reload) asks first, naming the project.
 * Give `onValuesChange` to the builder's Form and call `saved()` when a save succeeds.
 */
export function useFormBuilderGuard(projectName: string) {
  const { t } = useTranslation();
  const [edited, setEdited] = useState(false);
  useUnsavedGuard(edited, ({ current, next }) =>
    editorMoveOf(current, next) === 'stay'
      ? null
      : {
          title: t('projectLeave.leaveTitle'),
          content: t('projectLeave.leaveContent', {
            name: projectName || t('projectLeave.newProject'),
            tabs: `「${t('projectLeave.formTab')}」`,
          }),
          okText: t('projectLeave.leaveOk'),
          cancelText: t('projectLeave.stay'),
        },
  );
  const onValuesChange = useCallback(() => setEdited(true), []);
  const saved = useCallback(() => setEdited(false), []);
  return { onValuesChange, saved };
}
