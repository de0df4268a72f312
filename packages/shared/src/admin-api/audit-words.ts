import type { Language } from '../i18n/language.ts';

type Words = { zh_CN: string; English: string };
const w = (zh_CN: string, English: string): Words => ({ zh_CN, English });

/**
 * Every action the audit trail records, in words for staff. `recordAudit` takes only these names, so
 * a new action without its words does not compile, and the console never shows `order.refundRequest`.
 */
export const AUDIT_ACTIONS = {
  'session.signIn': w('登录', 'Signed in'),
  'session.signOut': w('退出登录', 'Signed out'),
  'session.signInFailed': w('登录失败', 'Failed sign-in'),
  'staff.create': w('新建员工账号', 'Created a staff account'),
  'staff.update': w('修改员工账号', 'Changed a staff account'),
  'staff.resetTotp': w('重置身份验证器', 'Reset an authenticator'),
  'staff.confirmTotp': w('绑定身份验证器', 'Confirmed an authenticator'),
  'staff.resetPassword': w('重置密码', 'Reset a password'),
  'staff.changePassword': w('修改密码', 'Changed a password'),
  'project.create': w('新建项目', 'Created a project'),
  'project.update': w('修改项目设置', 'Changed project settings'),
  'project.content': w('修改项目详情', 'Changed project content'),
  'project.subItems': w('修改子项目', 'Changed sub-projects'),
  'project.publish': w('上架项目', 'Published a project'),
  'project.unpublish': w('下架项目', 'Unpublished a project'),
  'category.create': w('新建项目分类', 'Created a category'),
  'category.rename': w('修改项目分类', 'Renamed a category'),
  'category.reorder': w('调整项目分类顺序', 'Reordered categories'),
  'category.delete': w('删除项目分类', 'Deleted a category'),
  'form.save': w('保存捐赠表单', 'Saved a donation form'),
  'progress.create': w('新增项目进展', 'Added progress'),
  'progress.update': w('修改项目进展', 'Changed progress'),
  'progress.delete': w('删除项目进展', 'Deleted progress'),
  'publicity.create': w('新增善款公示', 'Added a use of funds'),
  'publicity.update': w('修改善款公示', 'Changed a use of funds'),
  'publicity.delete': w('删除善款公示', 'Deleted a use of funds'),
  'togetherSettings.update': w('修改一起捐设置', 'Changed group fundraising settings'),
  'togetherSettings.reset': w('恢复一起捐默认设置', 'Reset group fundraising settings'),
  'project.certificate-template': w('保存证书模板', 'Saved a certificate template'),
  'message.reply': w('回复留言', 'Replied to a message'),
  'message.approve': w('通过留言', 'Approved a message'),
  'message.reject': w('驳回留言', 'Rejected a message'),
  'article.create': w('新建文章', 'Created an article'),
  'article.update': w('修改文章', 'Changed an article'),
  'article.publish': w('发布文章', 'Published an article'),
  'article.unpublish': w('撤回文章', 'Unpublished an article'),
  'article.delete': w('删除文章', 'Deleted an article'),
  'articleCategory.create': w('新建文章分类', 'Created an article category'),
  'articleCategory.update': w('修改文章分类', 'Changed an article category'),
  'articleCategory.delete': w('删除文章分类', 'Deleted an article category'),
  'donor.reveal': w('查看捐赠人完整信息', 'Viewed a donor’s full details'),
  'donor.export': w('导出捐赠人', 'Exported donors'),
  'donor.markAlumni': w('标记认证校友', 'Marked an alumnus'),
  'donor.unmarkAlumni': w('取消校友认证', 'Unmarked an alumnus'),
  'donor.disable': w('停用捐赠人账号', 'Disabled a donor'),
  'donor.enable': w('启用捐赠人账号', 'Enabled a donor'),
  'donor.addNote': w('添加捐赠人备注或联系记录', 'Added a note or contact to a donor'),
  'donor.deleteNote': w('删除捐赠人备注或联系记录', 'Deleted a note or contact of a donor'),
  'donor.setTags': w('修改捐赠人标签', 'Changed a donor’s tags'),
  'donor.merge': w('合并捐赠人记录', 'Merged two donor records'),
  'donor.unmerge': w('撤销合并捐赠人记录', 'Undid a merge of donor records'),
  'order.reveal': w('查看订单完整信息', 'Viewed an order’s full details'),
  'order.export': w('导出订单', 'Exported orders'),
  'report.export': w('导出报表', 'Exported a report'),
  'order.refundRequest': w('申请退款', 'Asked for a refund'),
  'refund.approve': w('批准退款', 'Approved a refund'),
  'refund.reject': w('驳回退款', 'Rejected a refund'),
  'certificate.move': w('处理纸质证书', 'Moved a paper certificate'),
  'certificate.mailing-list': w('导出证书邮寄清单', 'Exported a certificate mailing list'),
  'certificate.reveal': w('查看证书邮寄信息', 'Viewed a certificate’s mailing details'),
  'certificate.express': w('修改证书快递信息', 'Corrected a certificate’s courier details'),
  'receipt.move': w('处理纸质票据', 'Moved a paper receipt'),
  'receipt.mailing-list': w('导出票据邮寄清单', 'Exported a receipt mailing list'),
  'receipt.reveal': w('查看票据完整信息', 'Viewed a receipt’s full details'),
  'receipt.express': w('修改票据快递信息', 'Corrected a receipt’s courier details'),
  'receipt.issue': w('开具电子票据', 'Issued an e-receipt'),
  'receipt.resend': w('重新发送电子票据', 'Sent an e-receipt again'),
  'receipt.scan': w('上传票据扫描件', 'Uploaded a receipt scan'),
  'receipt.batchIssue': w('批量开具电子票据', 'Started a batch of e-receipts'),
  'receipt.ledgerExport': w('导出票据台账', 'Exported the receipt ledger'),
  'settings.base': w('修改基础设置', 'Changed base settings'),
  'settings.receipt': w('修改票据设置', 'Changed receipt settings'),
  'settings.appearance': w('修改外观设置', 'Changed appearance'),
  'settings.miniProgram': w('修改小程序设置', 'Changed mini-program settings'),
  'home.create': w('新增首页入口', 'Added a home entry'),
  'home.edit': w('修改首页入口', 'Changed a home entry'),
  'home.delete': w('删除首页入口', 'Deleted a home entry'),
  'home.reorder': w('调整首页入口顺序', 'Reordered home entries'),
  'award.create': w('新建勋章', 'Created an award'),
  'award.edit': w('修改勋章', 'Changed an award'),
  'award.delete': w('删除勋章', 'Deleted an award'),
  'job.retry': w('重新执行任务', 'Ran a job again'),
  'file.upload': w('上传文件', 'Uploaded a file'),
  'namingMap.create': w('新建活动地图', 'Created a campaign map'),
  'namingMap.save': w('保存活动地图', 'Saved a campaign map'),
  'namingMap.delete': w('删除活动地图', 'Deleted a campaign map'),
  'namingMap.placePoint': w('放置地图点位', 'Placed a map point'),
  'namingMap.importPoints': w('导入地图点位', 'Imported map points'),
  'seatArea.create': w('新增座位区域', 'Added a seat area'),
  'seatArea.edit': w('修改座位区域', 'Changed a seat area'),
  'seatArea.delete': w('删除座位区域', 'Deleted a seat area'),
  'seatArea.grid': w('保存座位图', 'Saved a seat grid'),
  'seat.prices': w('修改座位单独定价', 'Changed seat prices'),
  'bookCategory.create': w('新增书目分类', 'Added a book category'),
  'bookCategory.edit': w('修改书目分类', 'Changed a book category'),
  'bookCategory.delete': w('删除书目分类', 'Deleted a book category'),
  'book.create': w('新增书目', 'Added a book'),
  'book.edit': w('修改书目', 'Changed a book'),
  'book.delete': w('删除书目', 'Deleted a book'),
  'book.stock': w('调整书目库存', 'Changed book stock'),
  'nameplate.save': w('保存铭牌模板', 'Saved a nameplate template'),
  'namingHold.release': w('释放锁定的认捐', 'Released a naming hold'),
  'namingInstall.move': w('更新铭牌安装进度', 'Moved a plaque’s installation'),
  'offlineGift.record': w('登记线下捐赠', 'Recorded an offline gift'),
  'agreement.void': w('作废捐赠协议', 'Voided a donation agreement'),
  'agreementTemplate.save': w('保存协议模板', 'Saved an agreement template'),
  'agreementTemplate.reset': w('恢复默认协议模板', 'Reset an agreement template to the default'),
  'reconciliation.settle': w('处理对账差异', 'Settled a reconciliation difference'),
  'savedFilter.create': w('保存列表筛选', 'Saved a list filter'),
  'savedFilter.update': w('修改列表筛选', 'Changed a saved filter'),
  'savedFilter.share': w('共享列表筛选给同事', 'Shared a saved filter with colleagues'),
  'savedFilter.unshare': w('取消共享列表筛选', 'Stopped sharing a saved filter'),
  'savedFilter.delete': w('删除列表筛选', 'Deleted a saved filter'),
} as const satisfies Record<string, Words>;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** What an audit row is about. */
export const AUDIT_TARGETS = {
  staff: w('员工账号', 'Staff account'),
  project: w('项目', 'Project'),
  category: w('项目分类', 'Category'),
  progress: w('项目进展', 'Progress'),
  publicity: w('善款公示', 'Use of funds'),
  message: w('留言', 'Message'),
  article: w('文章', 'Article'),
  articleCategory: w('文章分类', 'Article category'),
  donor: w('捐赠人', 'Donor'),
  order: w('订单', 'Order'),
  refund: w('退款', 'Refund'),
  report: w('报表', 'Report'),
  certificate: w('证书', 'Certificate'),
  receipt: w('票据', 'Receipt'),
  settings: w('机构设置', 'Settings'),
  agreement: w('捐赠协议', 'Donation agreement'),
  agreementTemplate: w('协议模板', 'Agreement template'),
  home_entry: w('首页入口', 'Home entry'),
  award: w('勋章', 'Award'),
  job: w('任务', 'Job'),
  file: w('文件', 'File'),
  naming_map: w('活动地图', 'Campaign map'),
  seat_area: w('座位区域', 'Seat area'),
  seat: w('座位', 'Seat'),
  seat_claim: w('认捐记录', 'Naming record'),
  book_category: w('书目分类', 'Book category'),
  book: w('书目', 'Book'),
  nameplate_template: w('铭牌模板', 'Nameplate template'),
  offline_gift: w('线下捐赠', 'Offline gift'),
  reconciliation_settlement: w('对账差异', 'Reconciliation difference'),
  saved_filter: w('列表筛选', 'Saved filter'),
} as const satisfies Record<string, Words>;
export type AuditTarget = keyof typeof AUDIT_TARGETS;

/** The kept record's fields a donor merge filled in from the merged one (the column's name). */
const MERGE_FILLED: Record<string, Words> = {
  realName: w('真实姓名', 'Real name'),
  nickname: w('昵称', 'Nickname'),
  avatar: w('头像', 'Avatar'),
  idNoBox: w('证件号', 'ID number'),
  isAlumni: w('校友认证', 'Verified alumnus'),
};

/** Words for the values some audit rows keep (a refused sign-in's reason, why a password changed). */
const AUDIT_VALUES: Record<string, Record<string, Words>> = {
  reason: {
    unknownUser: w('用户名不存在', 'No such username'),
    wrongPassword: w('密码错误', 'Wrong password'),
    disabled: w('账号已停用', 'Account disabled'),
    totpNotConfirmed: w('身份验证器尚未绑定', 'Authenticator not confirmed'),
    wrongCode: w('动态验证码错误', 'Wrong authenticator code'),
    codeReused: w('动态验证码已用过', 'Authenticator code used before'),
    rateLimited: w('尝试次数过多，已暂时锁定', 'Too many tries, locked for a while'),
    required: w('首次登录须修改初始密码', 'Had to change the first password'),
    chosen: w('本人主动修改', 'Changed by choice'),
  },
  // What a donor merge filled in on the kept record (and its undo cleared again).
  filled: MERGE_FILLED,
  cleared: MERGE_FILLED,
  settlement: {
    credit: w('按账单补记支付', 'Recorded the payment from the bill'),
    refund: w('按账单确认退款', 'Confirmed the refund from the bill'),
    note: w('已核实并记录说明', 'Checked, with a note'),
  },
  provider: {
    sandbox: w('演示收银台', 'Demo cashier'),
    'wechat-pay': w('微信支付', 'WeChat Pay'),
    alipay: w('支付宝', 'Alipay'),
  },
  outcome: {
    credited: w('已入账', 'Counted'),
    already: w('此前已入账', 'Already counted'),
    duplicate: w('重复支付，原路退回', 'Second payment, sent back'),
    refunded: w('已被他人认捐，原路退回', 'Taken meanwhile, sent back'),
    done: w('退款已确认', 'Refund confirmed'),
  },
  differenceKind: {
    missing: w('我方漏记', 'Missing here'),
    extra: w('账单没有', 'Not on the bill'),
    amount: w('金额不符', 'Amounts differ'),
    status: w('状态不符', 'States differ'),
  },
  // The list a saved filter belongs to, by its screen's name.
  list: {
    orders: w('订单', 'Orders'),
    donors: w('捐赠人', 'Donors'),
    projects: w('项目管理', 'Projects'),
    audit: w('操作日志', 'Audit trail'),
    certificates: w('证书管理', 'Certificates'),
    messages: w('留言审核', 'Messages'),
    articles: w('文章管理', 'Articles'),
  },
};

/** The words of an audit row's value under `key` (its last name), or null when it has none. */
export function auditValueWords(language: Language, key: string, value: string): string | null {
  return AUDIT_VALUES[key]?.[value]?.[language] ?? null;
}

export function auditActionWords(language: Language, action: string): string | null {
  return (AUDIT_ACTIONS as Record<string, Words>)[action]?.[language] ?? null;
}

export function auditTargetWords(language: Language, target: string): string | null {
  return (AUDIT_TARGETS as Record<string, Words>)[target]?.[language] ?? null;
}
