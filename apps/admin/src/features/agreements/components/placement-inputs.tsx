import { Form, InputNumber, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PLACEMENT_INPUTS } from '../model/template-values.ts';

type Props = {
  /** The problem of the input at a path (`placement.seal.x`), in words; none when it is fine. */
  problem: (path: string) => string | undefined;
};

/** Where the donor's signature box and the foundation's seal sit: numbers within the shared limits. */
export function PlacementInputs({ problem }: Props) {
  const { t } = useTranslation();
  return (
    <>
      {(['signature', 'seal'] as const).map((part) => (
        <div key={part}>
          <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>
            {t(`agreements.template.${part}`)}
          </Typography.Text>
          <Space wrap size="middle">
            {PLACEMENT_INPUTS.filter((input) => input.part === part).map(({ key, min, max }) => {
              const help = problem(`placement.${part}.${key}`);
              return (
                <Form.Item
                  key={key}
                  name={['placement', part, key]}
                  label={t(`agreements.template.${key}`)}
                  validateStatus={help ? 'error' : undefined}
                  help={help ?? `${min}–${max}`}
                >
                  <InputNumber min={min} max={max} step={1} style={{ width: 120 }} />
                </Form.Item>
              );
            })}
          </Space>
        </div>
      ))}
    </>
  );
}
