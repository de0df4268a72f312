import { Form, InputNumber, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PLACEMENT_ROWS, type TPlacementField } from '../model/certificate-template-values.ts';

const KEYS = ['x', 'y', 'size', 'width'] as const;
type Row = (typeof PLACEMENT_ROWS)[number];

type Props = {
  /** The first problem of an input by its path (`fields.body.width`), in words; none: fine. */
  problem: (path: string) => string | undefined;
};

/**
 * Where each part of the certificate goes: one row per part, x / y / size (and the body's width)
 * in a compact table, each input checked live against the shared contract.
 */
export function CertificatePlacementTable({ problem }: Props) {
  const { t } = useTranslation();
  const cell = (field: TPlacementField, key: (typeof KEYS)[number]) => {
    const path = `fields.${field}.${key}`;
    const help = problem(path);
    return (
      <Form.Item
        name={['fields', field, key]}
        style={{ margin: 0 }}
        validateStatus={help ? 'error' : undefined}
        help={help}
      >
        <InputNumber
          size="small"
          precision={0}
          style={{ width: 84 }}
          aria-label={`${t(`certificateTemplate.field.${field}`)} ${t(`certificateTemplate.${key}`)}`}
        />
      </Form.Item>
    );
  };
  return (
    <Table<Row>
      size="small"
      rowKey="field"
      pagination={false}
      dataSource={[...PLACEMENT_ROWS]}
      columns={[
        {
          title: t('certificateTemplate.part'),
          dataIndex: 'field',
          render: (field: TPlacementField) => (
            <Typography.Text>{t(`certificateTemplate.field.${field}`)}</Typography.Text>
          ),
        },
        ...KEYS.map((key) => ({
          title: t(`certificateTemplate.${key}`),
          key,
          render: (_: unknown, row: Row) => (row.keys.includes(key) ? cell(row.field, key) : null),
        })),
      ]}
    />
  );
}
