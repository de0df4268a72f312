import type { TNamingMapWarning } from '@alma/shared/admin-api/naming-maps';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/** The settings whose labels the editor's catalogue has under namingMaps.<field>. */
const SETTING_LABELS = new Set(['scale', 'minScale', 'maxScale', 'labelScale', 'top', 'left', 'vr']);

type Props = {
  /** What keeps the draft from being saved: the shared schema's problems, or the server's refusal. */
  problems: ReadonlyArray<{ field: string; message: string }>;
  /** What the last save let through but staff should see. */
  warnings: readonly TNamingMapWarning[];
};

/** The save's feedback as lists above the picture; each field's own message also sits by the field. */
export function SaveFeedback({ problems, warnings }: Props) {
  const { t } = useTranslation();
  // A setting's own label (最小缩放, 全景链接) where the editor has one; a point's path as it is.
  const fieldLabel = (field: string) => {
    const root = field.split('.')[0] ?? field;
    return SETTING_LABELS.has(root) ? t(`namingMaps.${root}`) : field;
  };
  return (
    <>
      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('namingMaps.problems')}
          description={
            <ul style={{ margin: 0, paddingLeft: 20 }} data-testid="map-problems">
              {problems.map((problem) => (
                <li key={`${problem.field}-${problem.message}`}>
                  {problem.message.includes(problem.field)
                    ? problem.message
                    : `${fieldLabel(problem.field)}：${problem.message}`}
                </li>
              ))}
            </ul>
          }
        />
      )}
      {warnings.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('namingMaps.warnings')}
          description={
            <ul style={{ margin: 0, paddingLeft: 20 }} data-testid="map-warnings">
              {warnings.map((warning) => (
                <li key={warning.field}>{warning.message}</li>
              ))}
            </ul>
          }
        />
      )}
    </>
  );
}
