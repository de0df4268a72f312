import type { TStaffRole } from '@alma/shared/admin-api/roles';

/**
 * One demo account per role (README "Demo staff"). The TOTP secrets are fixed and published so a
 * newcomer can get a code with `npm run demo:totp -- <username>`; a real installation creates its
 * accounts with `npm run admin:create`, each with a secret of its own.
 */
export const DEMO_STAFF: ReadonlyArray<{
  username: string;
  displayName: string;
  role: TStaffRole;
  password: string;
  totpSecret: string;
}> = [
  {
    username: 'admin',
    displayName: '系统管理员',
    role: 'administrator',
    password: 'admin-demo-2026',
    totpSecret: 'MFWG2YJNMRSW23ZNMFSG22LONFZXI4TB',
  },
  {
    username: 'projects',
    displayName: '项目经理',
    role: 'project_manager',
    password: 'projects-demo-2026',
    totpSecret: 'MFWG2YJNMRSW23ZNOBZG62TFMN2F63LB',
  },
  {
    username: 'editor',
    displayName: '内容编辑',
    role: 'content_editor',
    password: 'editor-demo-2026',
    totpSecret: 'MFWG2YJNMRSW23ZNMNXW45DFNZ2F6ZLE',
  },
  {
    username: 'finance',
    displayName: '财务',
    role: 'finance',
    password: 'finance-demo-2026',
    totpSecret: 'MFWG2YJNMRSW23ZNMZUW4YLOMNSS2LJN',
  },
  {
    username: 'fulfilment',
    displayName: '履约专员',
    role: 'fulfilment',
    password: 'fulfilment-demo-2026',
    totpSecret: 'MFWG2YJNMRSW23ZNMZ2WYZTJNRWWK3TU',
  },
];
