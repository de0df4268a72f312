import type { TAdminRouteKey } from '@alma/shared/admin-api/permissions';
import {
  AccountBookOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  CalendarOutlined,
  CarryOutOutlined,
  DashboardOutlined,
  EnvironmentOutlined,
  FileDoneOutlined,
  FileProtectOutlined,
  FileTextOutlined,
  GoldOutlined,
  HomeOutlined,
  LockOutlined,
  MessageOutlined,
  PushpinOutlined,
  ReadOutlined,
  ReconciliationOutlined,
  SettingOutlined,
  ShoppingOutlined,
  SolutionOutlined,
  TeamOutlined,
  TrophyOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode } from 'react';

export type Screen = {
  /** Under the console's base (/admin/), without a leading slash; '' is the dashboard. */
  path: string;
  /** The list route the screen shows: the menu entry and the page appear only if the role may call it. */
  routeKey: TAdminRouteKey;
  /** Key of its menu label in the shell catalogue. */
  label: string;
  icon: ReactNode;
  page: LazyExoticComponent<ComponentType>;
  /** A submenu the entry sits in (SCREEN_GROUPS); none: at the top level. */
  group?: TScreenGroup;
};

/** Submenus of the side menu: label key and icon; drawn where their first screen stands. */
export const SCREEN_GROUPS = {
  fulfilment: { label: 'menu.fulfilment', icon: <CarryOutOutlined /> },
  naming: { label: 'menu.naming', icon: <EnvironmentOutlined /> },
} as const;
export type TScreenGroup = keyof typeof SCREEN_GROUPS;

/**
 * The console's screens, in menu order: one row per screen draws its menu entry and its route. A new
 * screen (projects, forms, messages, donors, orders, settings) adds a row here and its feature folder;
 * `group` puts it in a submenu (certificates, receipts and jobs under 履约).
 * Each page is its own lazy chunk, so the first screen loads only its own code.
 */
export const SCREENS: readonly Screen[] = [
  {
    path: '',
    routeKey: 'GET /dashboard',
    label: 'menu.dashboard',
    icon: <DashboardOutlined />,
    page: lazy(() => import('../features/dashboard/pages/dashboard-page.tsx')),
  },
  {
    path: 'projects',
    routeKey: 'GET /projects',
    label: 'menu.projects',
    icon: <AppstoreOutlined />,
    page: lazy(() => import('../features/projects/pages/projects-page.tsx')),
  },
  {
    // Readers (finance too) see the day and its reconciliations; writes show by their own routes.
    path: 'giving-days',
    routeKey: 'GET /giving-days',
    label: 'menu.givingDays',
    icon: <CalendarOutlined />,
    page: lazy(() => import('../features/giving-days/pages/giving-days-page.tsx')),
  },
  {
    path: 'messages',
    routeKey: 'GET /messages',
    label: 'menu.messages',
    icon: <MessageOutlined />,
    page: lazy(() => import('../features/messages/pages/messages-page.tsx')),
  },
  {
    path: 'articles',
    routeKey: 'GET /articles',
    label: 'menu.articles',
    icon: <ReadOutlined />,
    page: lazy(() => import('../features/articles/pages/articles-page.tsx')),
  },
  {
    path: 'donors',
    routeKey: 'GET /donors',
    label: 'menu.donors',
    icon: <SolutionOutlined />,
    page: lazy(() => import('../features/donors/pages/donors-page.tsx')),
  },
  {
    path: 'orders',
    routeKey: 'GET /orders',
    label: 'menu.orders',
    icon: <ShoppingOutlined />,
    page: lazy(() => import('../features/orders/pages/orders-page.tsx')),
  },
  {
    // Finance records; the menu entry is theirs (and administrators'), project managers read by API.
    path: 'offline-gifts',
    routeKey: 'POST /offline-gifts',
    label: 'menu.offlineGifts',
    icon: <AccountBookOutlined />,
    page: lazy(() => import('../features/offline-gifts/pages/offline-gifts-page.tsx')),
  },
  {
    // Every reader of agreements (administrators, project managers, finance); 作废 and the template
    // tab appear by their own routes.
    path: 'agreements',
    routeKey: 'GET /agreements',
    label: 'menu.agreements',
    icon: <FileProtectOutlined />,
    page: lazy(() => import('../features/agreements/pages/agreements-page.tsx')),
  },
  {
    path: 'reports',
    routeKey: 'GET /reports/income',
    label: 'menu.reports',
    icon: <BarChartOutlined />,
    page: lazy(() => import('../features/reports/pages/reports-page.tsx')),
  },
  {
    path: 'reconciliation',
    routeKey: 'GET /reconciliation',
    label: 'menu.reconciliation',
    icon: <ReconciliationOutlined />,
    page: lazy(() => import('../features/reconciliation/pages/reconciliation-page.tsx')),
  },
  {
    path: 'certificates',
    routeKey: 'GET /certificates',
    label: 'menu.certificates',
    icon: <FileDoneOutlined />,
    page: lazy(() => import('../features/certificates/pages/certificates-page.tsx')),
    group: 'fulfilment',
  },
  {
    path: 'receipts',
    routeKey: 'GET /receipts',
    label: 'menu.receipts',
    icon: <FileTextOutlined />,
    page: lazy(() => import('../features/receipts/pages/receipts-page.tsx')),
    group: 'fulfilment',
  },
  {
    path: 'jobs',
    routeKey: 'GET /jobs',
    label: 'menu.jobs',
    icon: <UnorderedListOutlined />,
    page: lazy(() => import('../features/jobs/pages/jobs-page.tsx')),
    group: 'fulfilment',
  },
  {
    path: 'naming-maps',
    routeKey: 'GET /naming-maps',
    label: 'menu.namingMaps',
    icon: <PushpinOutlined />,
    page: lazy(() => import('../features/naming-maps/pages/naming-maps-page.tsx')),
    group: 'naming',
  },
  {
    path: 'naming-inventory',
    routeKey: 'GET /seat-areas',
    label: 'menu.namingInventory',
    icon: <GoldOutlined />,
    page: lazy(() => import('../features/naming-inventory/pages/naming-inventory-page.tsx')),
    group: 'naming',
  },
  {
    path: 'naming-fulfilment',
    routeKey: 'GET /naming-holds',
    label: 'menu.namingFulfilment',
    icon: <LockOutlined />,
    page: lazy(() => import('../features/naming-fulfilment/pages/naming-fulfilment-page.tsx')),
    group: 'naming',
  },
  {
    path: 'awards',
    routeKey: 'GET /awards',
    label: 'menu.awards',
    icon: <TrophyOutlined />,
    page: lazy(() => import('../features/awards/pages/awards-page.tsx')),
  },
  {
    path: 'home',
    routeKey: 'GET /home-entries',
    label: 'menu.home',
    icon: <HomeOutlined />,
    page: lazy(() => import('../features/home/pages/home-page.tsx')),
  },
  {
    path: 'settings',
    routeKey: 'GET /settings',
    label: 'menu.settings',
    icon: <SettingOutlined />,
    page: lazy(() => import('../features/settings/pages/settings-page.tsx')),
  },
  {
    path: 'staff',
    routeKey: 'GET /staff',
    label: 'menu.staff',
    icon: <TeamOutlined />,
    page: lazy(() => import('../features/staff/pages/staff-page.tsx')),
  },
  {
    path: 'audit',
    routeKey: 'GET /audit',
    label: 'menu.audit',
    icon: <AuditOutlined />,
    page: lazy(() => import('../features/audit/pages/audit-page.tsx')),
  },
];
