import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayCall } from '../lib/session.ts';

/**
 * A screen the role may not use answers 403 here, before its code loads or asks the server (which
 * would refuse with 403 too): a typed or bookmarked address reaches the same decision as the menu.
 */
export function Allowed({ routeKey, children }: { routeKey: string; children: ReactNode }) {
  const { t } = useTranslation();
  const mayCall = useMayCall();
  if (mayCall(routeKey)) return children;
  return <Result status="403" title={t('forbidden.title')} subTitle={t('forbidden.hint')} />;
}
