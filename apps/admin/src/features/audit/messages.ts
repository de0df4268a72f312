import { registerMessages } from '../../i18n/register-messages.ts';

const zh = {
  at: '时间',
  staff: '操作人',
  staffAny: '全部操作人',
  action: '操作',
  actionPlaceholder: '如 staff.update',
  target: '对象',
  targetType: '对象类型',
  targetId: '对象 ID',
  ip: 'IP',
  details: '变更内容',
  field: '字段',
  before: '变更前',
  after: '变更后',
  noSnapshot: '此操作没有记录变更内容',
  empty: '没有符合条件的记录',
  change: { added: '新增', removed: '删除', changed: '修改', same: '未变' },
  actions: {
    session: { signIn: '登录', signOut: '退出登录' },
    staff: {
      create: '新建员工账号',
      update: '修改员工账号',
      resetTotp: '重置身份验证器',
      resetPassword: '重置密码',
    },
  },
  targets: { staff: '员工账号' },
};

const en: typeof zh = {
  at: 'When',
  staff: 'Staff member',
  staffAny: 'Anyone',
  action: 'Action',
  actionPlaceholder: 'e.g. staff.update',
  target: 'Target',
  targetType: 'Target type',
  targetId: 'Target ID',
  ip: 'IP',
  details: 'What changed',
  field: 'Field',
  before: 'Before',
  after: 'After',
  noSnapshot: 'This action keeps no before/after',
  empty: 'Nothing matches these filters',
  change: { added: 'Added', removed: 'Removed', changed: 'Changed', same: 'Unchanged' },
  actions: {
    session: { signIn: 'Signed in', signOut: 'Signed out' },
    staff: {
      create: 'Created staff account',
      update: 'Changed staff account',
      resetTotp: 'Reset authenticator',
      resetPassword: 'Reset password',
    },
  },
  targets: { staff: 'Staff account' },
};

registerMessages('audit', zh, en);
