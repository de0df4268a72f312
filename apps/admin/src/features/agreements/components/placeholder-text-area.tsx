import { AGREEMENT_BODY_MAX, AGREEMENT_PLACEHOLDERS } from '@alma/shared/agreements/agreement-template';
import { Button, Flex, type GetRef, Input, Tooltip, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { insertPlaceholder } from '../model/template-values.ts';

type Props = {
  /** Given by the Form.Item. */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  testId: string;
};

/**
 * An agreement's text, with the placeholders it may use as buttons under it: a click puts
 * `{placeholder}` where the caret is (over a selection) and leaves the caret after it.
 */
export function PlaceholderTextArea({ id, value = '', onChange, testId }: Props) {
  const { t } = useTranslation();
  const area = useRef<GetRef<typeof Input.TextArea>>(null);

  const insert = (placeholder: string) => {
    const element = area.current?.resizableTextArea?.textArea;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const next = insertPlaceholder(value, start, end, placeholder);
    onChange?.(next.text);
    // The caret goes back after the React update has written the new text.
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(next.caret, next.caret);
    });
  };

  return (
    <>
      <Input.TextArea
        id={id}
        ref={area}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        autoSize={{ minRows: 8, maxRows: 24 }}
        maxLength={AGREEMENT_BODY_MAX}
        data-testid={testId}
      />
      <Typography.Text type="secondary" style={{ display: 'block', margin: '8px 0 4px' }}>
        {t('agreements.template.placeholders')}
      </Typography.Text>
      <Flex wrap gap={6}>
        {AGREEMENT_PLACEHOLDERS.map((placeholder) => (
          <Tooltip key={placeholder} title={`{${placeholder}}`}>
            <Button
              size="small"
              onClick={() => insert(placeholder)}
              data-testid={`placeholder-${placeholder}`}
            >
              {t(`agreements.template.placeholderNames.${placeholder}`)}
            </Button>
          </Tooltip>
        ))}
      </Flex>
    </>
  );
}
