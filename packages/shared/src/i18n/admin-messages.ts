import { FIELD_MESSAGES } from './admin-messages-fields.ts';
import { NAMING_INVENTORY_MESSAGES } from './admin-messages-naming-inventory.ts';
import type { Language } from './language.ts';

/** Messages of the admin API, in the staff member's language (merged into the server catalogue). */
export const ADMIN_MESSAGES = {
  'admin.loginFailed': {
    zh_CN: '用户名、密码或动态验证码错误',
    English: 'Wrong username, password or authenticator code',
  },
  'admin.sessionRequired': {
    zh_CN: '登录已过期，请重新登录',
    English: 'Your session has ended, please sign in again',
  },
  'admin.forbidden': {
    zh_CN: '您的角色无权执行此操作',
    English: 'Your role is not allowed to do this',
  },
  'admin.csrfInvalid': {
    zh_CN: '页面已过期，请刷新后重试',
    English: 'This page has expired, reload it and try again',
  },
  'admin.usernameTaken': { zh_CN: '用户名已存在', English: 'This username is taken' },
  'admin.notYourself': {
    zh_CN: '不能停用自己的账号或修改自己的角色',
    English: 'You cannot disable your own account or change your own role',
  },
  'admin.lastAdministrator': {
    zh_CN: '至少保留一名启用的管理员',
    English: 'At least one active administrator must remain',
  },
  // ---- projects, categories, progress, publicity, together settings ----
  'admin.project.goodsNeedsMaterial': {
    zh_CN: '物资项目须填写物资名称和单位',
    English: 'A goods project needs a material name and unit',
  },
  'admin.project.namingIsMoney': {
    zh_CN: '冠名项目按座位或书目的价格捐款，不能设为物资项目',
    English: 'A naming project takes money at the price of its seats or books; it cannot be a goods project',
  },
  'admin.project.goodsNeedsPrice': {
    zh_CN: '物资项目须填写大于0的单价',
    English: 'A goods project needs a unit price above 0',
  },
  'admin.project.fixMoneyEmpty': {
    zh_CN: '开启固定金额时至少设置一个金额',
    English: 'Add at least one fixed amount, or turn fixed amounts off',
  },
  'admin.project.fixMoneyPositive': { zh_CN: '固定金额须大于0', English: 'Fixed amounts must be above 0' },
  'admin.project.fixMoneyTooLarge': {
    zh_CN: '固定金额不能超过单笔捐赠上限 ¥10,000,000',
    English: 'A fixed amount cannot exceed the single-gift limit of ¥10,000,000',
  },
  'admin.project.noWayToGive': {
    zh_CN: '请至少开启固定金额或自由输入金额之一',
    English: 'Turn on fixed amounts or free entry of an amount',
  },
  'admin.project.targetRequired': {
    zh_CN: '开启目标时须填写大于0的目标',
    English: 'Enter a target above 0, or turn the target off',
  },
  'admin.project.limitRequired': {
    zh_CN: '开启限额时须填写大于0的限额',
    English: 'Enter a limit above 0, or turn the limit off',
  },
  'admin.project.noReasonRequired': {
    zh_CN: '关闭捐赠时须填写向捐赠人展示的原因',
    English: 'Enter the reason donors see while donating is closed',
  },
  'admin.project.subRankNeedsSub': {
    zh_CN: '开启子项目排行须先开启子项目',
    English: 'Turn on sub-projects before ranking them',
  },
  'admin.project.categoryNotFound': { zh_CN: '项目分类不存在', English: 'This category does not exist' },
  'admin.project.imageNotUploaded': {
    zh_CN: '图片须先上传到本站',
    English: 'Pictures must be uploaded here first',
  },
  'admin.project.subItemNotOfProject': {
    zh_CN: '子项目不属于该项目',
    English: 'This sub-project belongs to another project',
  },
  'admin.project.subItemNameTaken': { zh_CN: '子项目名称重复', English: 'Sub-project names must differ' },
  'admin.project.subItemInUse': {
    zh_CN: '子项目“{name}”已有捐赠记录，不能删除',
    English: 'The sub-project "{name}" has donations and cannot be removed',
  },
  'admin.category.nameTaken': { zh_CN: '分类名称已存在', English: 'A category of this name exists' },
  'admin.category.inUse': {
    zh_CN: '该分类下还有{count}个项目，不能删除',
    English: 'This category still has {count} projects and cannot be deleted',
  },
  'admin.category.orderMismatch': {
    zh_CN: '排序须包含全部分类且各一次，请刷新后重试',
    English: 'The order must name every category once; reload and try again',
  },
  'admin.together.sloganDuplicate': { zh_CN: '标语重复', English: 'Each slogan may appear once' },
  'admin.together.chipDuplicate': { zh_CN: '目标金额重复', English: 'Each target amount may appear once' },
  // ---- home entries (banners and tiles) ----
  'admin.home.linkInvalid': {
    zh_CN: '链接须为 http:// 或 https:// 开头的网址，或以 / 开头的站内页面（如 /subject）',
    English:
      'A link must be a web address starting with http:// or https://, or an in-app page starting with / (such as /subject)',
  },
  'admin.home.linkOrProject': {
    zh_CN: '请填写链接或选择项目',
    English: 'Give a link or choose a project',
  },
  'admin.home.bannerNeedsPicture': { zh_CN: '轮播图须上传图片', English: 'A banner needs a picture' },
  'admin.home.projectNotFound': { zh_CN: '所选项目不存在', English: 'The chosen project does not exist' },
  'admin.home.orderMismatch': {
    zh_CN: '排序须包含该类全部入口且各一次，请刷新后重试',
    English: 'The order must name every entry of this kind once; reload and try again',
  },
  // ---- articles and their categories ----
  'admin.articleCategory.inUse': {
    zh_CN: '该分类下还有{count}篇文章，不能删除',
    English: 'This category still has {count} articles and cannot be deleted',
  },
  'admin.article.categoryNotFound': {
    zh_CN: '文章分类不存在',
    English: 'This article category does not exist',
  },
  'admin.article.unpublishFirst': {
    zh_CN: '已发布的文章须先撤回再删除',
    English: 'Unpublish the article before deleting it',
  },
  // ---- award definitions ----
  'admin.award.nameTaken': { zh_CN: '已有同名勋章', English: 'An award of this name exists' },
  'admin.award.pictureRequired': {
    zh_CN: '请上传勋章图片',
    English: 'Upload a picture for the award',
  },
  'admin.award.thresholdCount': {
    zh_CN: '达成条件须为 1 至 1,000,000 之间的整数',
    English: 'The threshold must be a whole number from 1 to 1,000,000',
  },
  'admin.award.thresholdMoney': {
    zh_CN: '累计金额须大于 0 元、不超过 10,000,000 元，最多两位小数',
    English: 'The amount must be above ¥0 and at most ¥10,000,000, with at most two decimals',
  },
  // ---- donation form builder ----
  'formBuilder.duplicateName': {
    zh_CN: '字段名“{name}”重复',
    English: 'The field name "{name}" is used twice',
  },
  'formBuilder.noOptions': { zh_CN: '请至少添加一个选项', English: 'Add at least one option' },
  'formBuilder.duplicateOption': { zh_CN: '选项值不能重复', English: 'Option values must be unique' },
  'formBuilder.lengthNotApplicable': {
    zh_CN: '只有文本类字段可以限制长度',
    English: 'Only text fields can have a length limit',
  },
  'formBuilder.lengthRange': {
    zh_CN: '长度上限须大于0且不小于下限',
    English: 'The maximum length must be above 0 and not below the minimum',
  },
  'formBuilder.conditionMissing': {
    zh_CN: '显示条件引用的字段“{name}”不存在',
    English: 'The condition refers to a field "{name}" that does not exist',
  },
  'formBuilder.conditionCycle': {
    zh_CN: '显示条件不能依赖字段自身',
    English: 'A field cannot be shown on a condition that depends on itself',
  },
  'formBuilder.conditionValueMissing': {
    zh_CN: '请填写条件字段的取值',
    English: 'Enter the value of the condition field',
  },
  'formBuilder.conditionValueUnknown': {
    zh_CN: '条件取值“{value}”不是该字段的选项',
    English: 'The condition value "{value}" is not an option of that field',
  },
  'formBuilder.largeAmountMissing': {
    zh_CN: '开启大额提醒时须填写大额金额',
    English: 'Enter the large amount when the reminder is on',
  },
  'formBuilder.receiptTypeMissing': {
    zh_CN: '开启收据时至少选择一种收据类型',
    English: 'Choose at least one receipt type when receipts are on',
  },
  'formBuilder.wayMissing': {
    zh_CN: '请至少选择一种领取方式',
    English: 'Choose at least one way to receive it',
  },
  // ---- orders, refunds and exports ----
  'admin.refund.notPaid': {
    zh_CN: '只有已支付的订单可以退款',
    English: 'Only a paid order can be refunded',
  },
  'admin.refund.inProgress': {
    zh_CN: '该订单已有一笔退款在处理中',
    English: 'A refund of this order is already under way',
  },
  'admin.refund.tooMuch': {
    zh_CN: '退款金额不能超过可退金额 ¥{max}',
    English: 'The refund cannot be more than the ¥{max} still refundable',
  },
  // The refund amount's own rules (admin-api/refunds.ts), before the order is looked at.
  'admin.refund.amountNotNumber': {
    zh_CN: '退款金额须为以元为单位的数字',
    English: 'The refund amount must be a number of yuan',
  },
  'admin.refund.amountPositive': {
    zh_CN: '退款金额须大于0',
    English: 'The refund amount must be more than 0',
  },
  'admin.refund.amountDecimals': {
    zh_CN: '退款金额最多两位小数',
    English: 'The refund amount can have at most two decimals',
  },
  'admin.refund.amountTooLarge': {
    zh_CN: '退款金额不能超过订单的可退金额',
    English: 'The refund cannot be more than the order still holds',
  },
  'admin.refund.namingWhole': {
    zh_CN: '冠名订单只能全额退款（同时释放所冠名的座位或图书）',
    English: 'A naming order can only be refunded in full (which frees what it named)',
  },
  'admin.refund.noProvider': {
    zh_CN: '该订单的支付渠道未配置，无法原路退款',
    English: "This order's payment provider is not configured, so it cannot be refunded",
  },
  'admin.refund.notAwaiting': {
    zh_CN: '该退款已不在待审批状态',
    English: 'This refund is no longer awaiting approval',
  },
  'admin.refund.ownApproval': {
    zh_CN: '退款须由发起人以外的另一位财务人员审批',
    English: 'A refund must be decided by a finance member other than the one who asked for it',
  },
  // Certificates and receipts (issue 12).
  'admin.fulfilment.notNext': {
    zh_CN: '状态只能按顺序变更：当前为“{from}”，不能改为“{to}”',
    English: 'Statuses move one step at a time: "{from}" cannot become "{to}"',
  },
  'admin.fulfilment.voided': {
    zh_CN: '该订单已退款，证书或票据已作废',
    English: 'This order was refunded; its certificate or receipt is void',
  },
  'admin.fulfilment.mailingOneByOne': {
    zh_CN: '邮寄需逐条填写快递公司和单号',
    English: 'Mailing needs a courier and tracking number for each one',
  },
  'admin.fulfilment.notElectronic': {
    zh_CN: '只有开票中的电子票据可以开具',
    English: 'Only electronic receipts still being invoiced can be issued',
  },
  'admin.fulfilment.batchRunning': {
    zh_CN: '{year} 年度的批量开票正在进行，请等它完成后再开始',
    English: 'A batch for {year} is still running; start another once it has finished',
  },
  'admin.fulfilment.batchEmpty': {
    zh_CN: '{year} 年度没有待开具的电子票据',
    English: 'No e-receipts of {year} are waiting to be issued',
  },
  'admin.fulfilment.notIssued': {
    zh_CN: '票据尚未开具，不能发送',
    English: 'The receipt is not issued yet, so it cannot be sent',
  },
  'admin.fulfilment.electronicBySystem': {
    zh_CN: '电子票据由系统开具和发送',
    English: 'Electronic receipts are issued and sent by the system',
  },
  'admin.fulfilment.notPaper': {
    zh_CN: '只有纸质票据可以上传扫描件',
    English: 'Only paper receipts take a scan',
  },
  'admin.fulfilment.scanType': {
    zh_CN: '扫描件须为 JPG、PNG 或 PDF，且不超过 10MB',
    English: 'A scan must be a JPG, PNG or PDF of at most 10 MB',
  },
  'admin.fulfilment.courierUnknown': {
    zh_CN: '请从列表中选择快递公司',
    English: 'Choose the courier from the list',
  },
  'admin.fulfilment.trackingNoChars': {
    zh_CN: '快递单号只能包含字母、数字或“-”',
    English: 'A tracking number has only letters, digits or “-”',
  },
  'admin.fulfilment.expressOnlyMailed': {
    zh_CN: '只有已邮寄的证书或票据可以修改快递信息',
    English: 'Only a mailed certificate or receipt has courier details to correct',
  },
  'admin.jobs.notFailed': {
    zh_CN: '只有失败的任务可以重新执行',
    English: 'Only failed jobs can be run again',
  },
  ...NAMING_INVENTORY_MESSAGES,
  ...FIELD_MESSAGES,
} as const satisfies Record<string, Record<Language, string>>;
