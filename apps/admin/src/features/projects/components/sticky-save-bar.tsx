import { Button, Flex, theme } from 'antd';
import type { ReactNode } from 'react';

type Props = {
  label: string;
  saving: boolean;
  save: () => void;
  /** Nothing to save (unchanged, or not valid yet). */
  disabled?: boolean;
  children?: ReactNode;
};

/** The foot of a long tab: its save button (and any other action) stays in reach while scrolling. */
export function StickySaveBar({ label, saving, save, disabled = false, children }: Props) {
  const { token } = theme.useToken();
  return (
    <Flex
      gap={12}
      align="center"
      style={{ position: 'sticky', bottom: 0, zIndex: 2, padding: '12px 0', background: token.colorBgLayout }}
    >
      <Button type="primary" loading={saving} disabled={disabled} onClick={save}>
        {label}
      </Button>
      {children}
    </Flex>
  );
}
