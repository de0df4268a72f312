import { PROJECT_KINDS, type TProjectKind } from '@alma/shared/admin-api/projects';
import { Alert, Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type Props =
  | { mode: 'create'; value: TProjectKind; onChange: (kind: TProjectKind) => void }
  | { mode: 'saved'; value: TProjectKind; id: number };

/**
 * What the project is: chosen once when it is made (a donation, or a naming project for seats or
 * books), shown afterwards with the way to its seats and books.
 */
export function ProjectKindField(props: Props) {
  const { t } = useTranslation();
  if (props.mode === 'create') {
    return (
      <Form.Item label={t('projects.kind')} extra={t('projects.kindHint')} htmlFor="project-kind">
        <Radio.Group
          id="project-kind"
          optionType="button"
          value={props.value}
          onChange={(event) => props.onChange(event.target.value as TProjectKind)}
          options={PROJECT_KINDS.map((kind) => ({ value: kind, label: t(`projects.kinds.${kind}`) }))}
        />
      </Form.Item>
    );
  }
  if (props.value === 'donation') return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('projects.namingSetUp', { kind: t(`projects.kinds.${props.value}`) })}
      action={
        <Link to={`/naming-inventory?itemsId=${props.id}&tab=${props.value === 'book' ? 'books' : 'areas'}`}>
          {t('projects.namingSetUpLink')}
        </Link>
      }
    />
  );
}
