/** The shell's strings (frame, menu, words several screens share); each screen registers its own. */
export const zhMessages = {
  app: { name: 'Alma 基金会管理后台', short: 'Alma 后台' },
  menu: {
    dashboard: '工作台',
    staff: '员工管理',
    audit: '操作日志',
  },
  header: {
    language: '界面语言',
    signOut: '退出登录',
    signedOut: '已退出登录',
  },
  common: {
    loading: '加载中…',
    retry: '重试',
    loadFailed: '加载失败',
    networkError: '网络连接失败，请检查网络后重试',
    pageFailed: '页面出错了',
    pageFailedHint: '请刷新页面重试；如果问题持续，请联系管理员。',
    reload: '刷新页面',
    home: '首页',
    search: '查询',
    reset: '重置',
    cancel: '取消',
    save: '保存',
    confirm: '确定',
    actions: '操作',
    total: '共 {{total}} 条',
    yuan: '¥{{amount}}',
    saved: '已保存',
  },
  forbidden: { title: '无权访问', hint: '您的角色不能查看此页面，如需权限请联系管理员。' },
  notFound: { title: '页面不存在', hint: '请检查地址，或从左侧菜单进入。' },
  role: {
    administrator: '管理员',
    project_manager: '项目经理',
    content_editor: '内容编辑',
    finance: '财务',
    fulfilment: '履约专员',
  },
  payType: {
    '1': '微信支付',
    '2': '支付宝',
    '9': '校园卡',
    '14': '第三方支付',
    '15': '微信小程序',
    '99': '其他',
  },
  orderStatus: {
    PENDING: '待支付',
    PAID: '已支付',
    CANCELLED: '已取消',
    EXPIRED: '已过期',
    REFUNDED: '已退款',
  },
};

export type ShellMessages = typeof zhMessages;
