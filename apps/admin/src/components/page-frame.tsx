import { Breadcrumb, Flex, Typography } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type Props = {
  title: string;
  /** Crumbs between 首页 and this page, e.g. a list above its detail. */
  trail?: Array<{ title: string; to: string }>;
  /** The page's own buttons, at the right of the title. */
  extra?: ReactNode;
  children: ReactNode;
};

/** Every page's head: breadcrumbs, the title (also the tab's title) and its actions. */
export function PageFrame({ title, trail = [], extra, children }: Props) {
  const { t } = useTranslation();

  useEffect(() => {
    document.title = `${title} · ${t('app.short')}`;
  }, [title, t]);

  const crumbs = [
    { title: <Link to="/">{t('common.home')}</Link> },
    ...trail.map((crumb) => ({ title: <Link to={crumb.to}>{crumb.title}</Link> })),
    { title },
  ];
  return (
    <div className="admin-page">
      <Breadcrumb items={crumbs} />
      <Flex align="center" justify="space-between" style={{ margin: '12px 0 16px' }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {extra}
      </Flex>
      {children}
    </div>
  );
}
