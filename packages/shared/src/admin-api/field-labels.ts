import type { Language } from '../i18n/language.ts';
import { type MessageKey, type MessageParams, translate } from '../i18n/server-messages.ts';

type Label = { zh_CN: string; English: string };
const l = (zh_CN: string, English: string): Label => ({ zh_CN, English });

/**
 * What staff call each field the admin API takes, by its name (the last word of its path), so a
 * refusal names the field as the console labels it, never by its key. A name that means something
 * else inside one list is given by its path pattern in LABELS_BY_PATH (`*` for an index).
 * `field-labels.test.ts` fails when a field of a parsed admin input has no label.
 */
const LABELS: Record<string, Label> = {
  action: l('操作', 'Action'),
  agreeContent: l('捐赠协议内容', 'Donation agreement text'),
  agreeContentEn: l('英文捐赠协议内容', 'English donation agreement text'),
  agreeTitle: l('捐赠协议标题', 'Donation agreement title'),
  agreeTitleEn: l('英文捐赠协议标题', 'English donation agreement title'),
  alumni: l('校友', 'Alumni'),
  alumniAppId: l('校友小程序 AppID', 'Alumni mini-program AppID'),
  alumniOriginalId: l('校友小程序原始ID', 'Alumni mini-program original ID'),
  alumniPath: l('校友认证页面路径', 'Alumni verification page path'),
  amount: l('金额', 'Amount'),
  areaId: l('区域', 'Area'),
  attachmentList: l('附件', 'Attachments'),
  author: l('作者', 'Author'),
  agreementId: l('关联协议', 'Agreement'),
  awardExplain: l('勋章说明', 'Award explanation'),
  bankAccountName: l('收款户名', 'Account name'),
  bankAccountNo: l('收款账号', 'Account number'),
  bankName: l('开户银行', 'Bank'),
  bgImg: l('背景图', 'Background picture'),
  body: l('协议内容', 'Agreement text'),
  bodyEn: l('英文协议内容', 'English agreement text'),
  bg_color: l('背景颜色', 'Background colour'),
  bg_img: l('背景图', 'Background picture'),
  bg_word: l('背景文字', 'Background text'),
  billNo: l('订单号', 'Order number'),
  bookNo: l('书号', 'Book number'),
  bottom_img: l('底图', 'Bottom picture'),
  categoryId: l('分类', 'Category'),
  certificatePickUpAddress: l('证书自取地址', 'Certificate pickup address'),
  certificatePickUpMobile: l('证书自取联系电话', 'Certificate pickup phone'),
  certificatePickUpName: l('证书自取联系人', 'Certificate pickup contact'),
  certificateWayPaperList: l('证书领取方式', 'Certificate delivery'),
  change: l('库存变化', 'Stock change'),
  claimId: l('认捐记录', 'Naming record'),
  colNo: l('列号', 'Column'),
  channel: l('联系方式', 'Contact channel'),
  color: l('颜色', 'Colour'),
  cols: l('列数', 'Columns'),
  conditionFieldName: l('显示条件字段', 'Condition field'),
  conditionFieldValue: l('显示条件的选项', 'Condition option'),
  contactOn: l('联系日期', 'Contact date'),
  content: l('内容', 'Content'),
  coverList: l('轮播封面', 'Carousel covers'),
  creditCode: l('统一社会信用代码', 'Unified credit code'),
  crowdType: l('捐赠方式', 'Gives'),
  csv: l('CSV 文件', 'CSV file'),
  currentPassword: l('当前密码', 'Current password'),
  date: l('日期', 'Date'),
  dateField: l('日期类型', 'Date of'),
  definition: l('地图定义', 'Map definition'),
  description: l('说明', 'Description'),
  difference: l('差异', 'Difference'),
  differenceKind: l('差异类型', 'Kind of difference'),
  descriptionEn: l('英文说明', 'English description'),
  disabled: l('停用', 'Disabled'),
  displayName: l('姓名', 'Name'),
  displayNo: l('显示编号', 'Displayed number'),
  donorMobile: l('捐赠人手机号', 'Donor mobile'),
  donorName: l('捐赠人姓名', 'Donor name'),
  exampleImg: l('示例图', 'Example picture'),
  expressCompany: l('快递公司', 'Courier'),
  expressCompanyName: l('快递公司名称', 'Courier name'),
  expressNo: l('快递单号', 'Tracking number'),
  features: l('功能开关', 'Features'),
  field: l('字段', 'Field'),
  fieldName: l('字段名（英文）', 'Field key'),
  fieldShowName: l('字段显示名称', 'Field label'),
  fieldShowNameEn: l('字段英文名称', 'English field label'),
  fieldUiType: l('字段类型', 'Field type'),
  fontSize: l('字号', 'Font size'),
  format: l('文件格式', 'File format'),
  from: l('开始日期', 'From'),
  gifts: l('认领的流水', 'Chosen lines'),
  flow: l('协议类型', 'Agreement kind'),
  height: l('高度', 'Height'),
  homeLayout: l('首页样式', 'Home layout'),
  id: l('编号', 'Id'),
  ids: l('所选记录', 'Selected rows'),
  imgUrl: l('图片', 'Picture'),
  inputTip: l('输入提示', 'Input hint'),
  inputTipEn: l('英文输入提示', 'English input hint'),
  intro: l('简介', 'Introduction'),
  introEn: l('英文简介', 'English introduction'),
  isAlumni: l('仅限校友', 'Alumni only'),
  isAuditMessage: l('留言审核', 'Review messages'),
  isComplete: l('已完成', 'Completed'),
  isCreditCode: l('需填统一社会信用代码', 'Credit code required'),
  isDonate: l('开放捐赠', 'Open for gifts'),
  isDonateTogether: l('一起捐', 'Group fundraising'),
  isFixMoney: l('固定金额', 'Fixed amounts'),
  isHandMoney: l('自由金额', 'Free amount'),
  isInstruction: l('善款公示', 'Use of funds'),
  isIntegerMoney: l('仅整数金额', 'Whole yuan only'),
  isLargeRemind: l('大额提醒', 'Large-gift reminder'),
  isLeaveMessage: l('留言', 'Messages'),
  isLengthLimit: l('限制长度', 'Length limit'),
  isLimit: l('限额', 'Limit'),
  isNoTarget: l('不设目标', 'No target'),
  isOpenCertificate: l('开启证书', 'Certificates on'),
  isOpenPaper: l('开启纸质票据', 'Paper receipts on'),
  isOpenReceipt: l('开启票据', 'Receipts on'),
  isProgress: l('项目进展', 'Progress'),
  isRecord: l('捐赠名录', 'Donor directory'),
  isRequire: l('必填', 'Required'),
  isShow: l('显示', 'Shown'),
  isShowAnonymous: l('可匿名', 'Anonymous allowed'),
  isShowCertificate: l('证书在捐赠页显示', 'Certificate shown on the form'),
  isShowConfig: l('按条件显示', 'Shown on a condition'),
  isShowNoData: l('可不留信息', 'Donor details optional'),
  isShowReceipt: l('票据在捐赠页显示', 'Receipt shown on the form'),
  isShowTechnicalSupport: l('显示技术支持', 'Show technical support'),
  isSub: l('子项目', 'Sub-projects'),
  isSubRank: l('子项目排行', 'Sub-project ranking'),
  isTarget: l('目标', 'Target'),
  itemsId: l('项目', 'Project'),
  kind: l('类型', 'Kind'),
  label: l('标签', 'Label'),
  largeAmount: l('大额提醒金额', 'Large-gift amount'),
  lengthMax: l('最长', 'Longest'),
  lengthMin: l('最短', 'Shortest'),
  letterSpacing: l('字间距', 'Letter spacing'),
  limitMaterialNumber: l('限额数量', 'Limit (units)'),
  limitMoney: l('限额金额', 'Limit amount'),
  lineHeight: l('行高', 'Line height'),
  linkUrl: l('链接地址', 'Link'),
  list: l('列表', 'List'),
  listed: l('上架', 'Published'),
  isListed: l('上架', 'Published'),
  middleAuth: l('允许中学小程序登录', 'Let the middle-school mini-program sign donors in'),
  refunded: l('已退款金额', 'Refunded'),
  loginBg: l('登录页背景', 'Login background'),
  map: l('地图', 'Map'),
  materialName: l('物资名称', 'Material name'),
  materialNameEn: l('英文物资名称', 'English material name'),
  materialPrice: l('单价', 'Unit price'),
  materialUnit: l('单位', 'Unit'),
  materialUnitEn: l('英文单位', 'English unit'),
  method: l('收款方式', 'Received by'),
  minMoney: l('最低金额', 'Minimum amount'),
  minMoneyCertificate: l('证书起开金额', 'Certificate threshold'),
  minMoneyReceipt: l('票据起开金额', 'Receipt threshold'),
  money: l('金额', 'Amount'),
  name: l('名称', 'Name'),
  nameEn: l('英文名称', 'English name'),
  newPassword: l('新密码', 'New password'),
  noReason: l('暂停捐赠说明', 'Why gifts are closed'),
  note: l('备注', 'Note'),
  outcome: l('结果', 'Result'),
  offlineContactInfo: l('线下捐赠联系方式', 'Offline giving contact'),
  page: l('页码', 'Page'),
  pageSize: l('每页条数', 'Rows per page'),
  password: l('密码', 'Password'),
  payerName: l('付款人', 'Payer'),
  payPlatformList: l('支付方式', 'Payment methods'),
  payType: l('支付方式', 'Payment method'),
  photo: l('照片', 'Photo'),
  pickUpAddress: l('自取地址', 'Pickup address'),
  pickUpMobile: l('自取联系电话', 'Pickup phone'),
  pickUpName: l('自取联系人', 'Pickup contact'),
  picture: l('图片', 'Picture'),
  placeholder: l('占位文字', 'Placeholder'),
  pointKind: l('点位类型', 'Point kind'),
  postalEmail: l('接收邮箱', 'Email for the receipt'),
  postalMobileSms: l('接收短信的手机号', 'Mobile for the receipt'),
  press: l('出版社', 'Publisher'),
  provider: l('支付渠道', 'Payment provider'),
  query: l('筛选条件', 'Filter'),
  settlement: l('处理方式', 'Settled by'),
  shared: l('与同事共享', 'Shared with colleagues'),
  price: l('价格', 'Price'),
  progressDate: l('进展日期', 'Progress date'),
  publishDate: l('发布日期', 'Publication date'),
  q: l('搜索', 'Search'),
  offerContract: l('在合同捐赠中提供', 'Offer in contract donations'),
  reason: l('原因', 'Reason'),
  receipt: l('票据', 'Receipt'),
  receiptDonorName: l('票据抬头', 'Receipt made out to'),
  receiptDonorType: l('票据抬头类型', 'Receipt for'),
  receiptPickUpAddress: l('票据自取地址', 'Receipt pickup address'),
  receiptPickUpMobile: l('票据自取联系电话', 'Receipt pickup phone'),
  receiptPickUpName: l('票据自取联系人', 'Receipt pickup contact'),
  receiptType: l('票据类型', 'Receipt type'),
  receiptTypeList: l('票据类型', 'Receipt types'),
  receiptWay: l('领取方式', 'Delivery'),
  receiptWayElectronicList: l('电子票据发送方式', 'Electronic receipt delivery'),
  receiptWayPaperList: l('纸质票据领取方式', 'Paper receipt delivery'),
  receivedOn: l('到账日期', 'Date received'),
  reference: l('银行流水号 / 票号', 'Bank reference / cheque number'),
  remarks: l('备注', 'Remarks'),
  remindContent: l('提醒内容', 'Reminder text'),
  replyContent: l('回复内容', 'Reply'),
  requestKey: l('请求编号', 'Request key'),
  role: l('角色', 'Role'),
  rowNo: l('排号', 'Row'),
  rows: l('排数', 'Rows'),
  ruleKind: l('获得条件', 'Rule'),
  ruleThreshold: l('条件数值', 'Rule threshold'),
  s: l('搜索', 'Search'),
  seatName: l('座位名称', 'Seat name'),
  shareDesc: l('分享描述', 'Share description'),
  shareImg: l('分享图片', 'Share picture'),
  shareTitle: l('分享标题', 'Share title'),
  sloganList: l('口号', 'Slogans'),
  sort: l('排序', 'Order'),
  src: l('图片', 'Picture'),
  staffId: l('操作人', 'Staff member'),
  state: l('状态', 'State'),
  size: l('大小', 'Size'),
  status: l('状态', 'Status'),
  stock: l('库存', 'Stock'),
  subItemsId: l('子项目', 'Sub-project'),
  successWord: l('感谢语', 'Thank-you words'),
  tag: l('标签', 'Tag'),
  tags: l('标签', 'Tags'),
  targetId: l('对象编号', 'Target id'),
  targetMaterialNumber: l('目标数量', 'Target (units)'),
  targetMoney: l('目标金额', 'Target amount'),
  targetType: l('对象类型', 'Target type'),
  termMoney: l('期限金额', 'Term price'),
  termName: l('期限名称', 'Term name'),
  termYear: l('年数', 'Years'),
  text: l('内容', 'Text'),
  themeColor: l('主题色', 'Theme colour'),
  thumbnailImage: l('缩略图', 'Thumbnail'),
  thumbnailImg: l('列表缩略图', 'List thumbnail'),
  title: l('标题', 'Title'),
  titleEn: l('英文标题', 'English title'),
  to: l('结束日期', 'To'),
  totp: l('动态验证码', 'Authenticator code'),
  type: l('类型', 'Type'),
  typeId: l('分类', 'Category'),
  unitPrice: l('单价', 'Unit price'),
  useDate: l('使用日期', 'Date of use'),
  useMoney: l('使用金额', 'Amount used'),
  useTitle: l('用途', 'Use'),
  userId: l('捐赠人', 'Donor'),
  username: l('用户名', 'Username'),
  validType: l('开票方式', 'Receipt issue'),
  version: l('版本', 'Version'),
  voided: l('已作废', 'Voided'),
  voucherUrl: l('凭证', 'Voucher'),
  way: l('领取方式', 'Delivery'),
  websiteId: l('站点', 'Site'),
  language: l('语言', 'Language'),
  width: l('宽度', 'Width'),
  x: l('横坐标', 'X'),
  y: l('纵坐标', 'Y'),
  groupBy: l('统计方式', 'Group by'),
  year: l('年度', 'Year'),
  // A donor merge: its input, and what its audit rows keep.
  mergedId: l('要合并的记录', 'Record to merge'),
  mergeId: l('合并记录', 'Merge'),
  keptDonor: l('保留的记录', 'Record kept'),
  mergedDonor: l('合并的记录', 'Record merged'),
  giftCount: l('捐赠笔数', 'Gifts'),
  giftTotal: l('捐赠金额', 'Amount given'),
  rowsMoved: l('移动的记录数', 'Rows moved'),
  sessionsEnded: l('结束的登录', 'Sign-ins ended'),
  filled: l('补全的资料', 'Details filled in'),
  cleared: l('清除的资料', 'Details cleared'),
  startTime: l('开始时间', 'Start time'),
  endTime: l('结束时间', 'End time'),
  goal: l('目标', 'Goal'),
  itemIds: l('项目', 'Projects'),
  boardFields: l('排行榜字段', 'Board fields'),
  paused: l('暂停', 'Paused'),
  sponsor: l('赞助方', 'Sponsor'),
  poolSize: l('配捐池金额', 'Pool size'),
  ratioPercent: l('配捐比例', 'Match ratio'),
  minGift: l('最低配捐捐赠额', 'Minimum matched gift'),
  giftCap: l('单笔配捐上限', 'Match cap per gift'),
  donorCap: l('每人配捐上限', 'Match cap per donor'),
  donorGiftsPerDay: l('每人每天配捐笔数', 'Matched gifts per donor per day'),
  fairReleaseSeconds: l('公平释放时长（秒）', 'Fair-release window (seconds)'),
  donorField: l('限定捐赠人字段', 'Donor field'),
  donorValues: l('限定字段取值', 'Donor field values'),
  itemId: l('项目', 'Project'),
  goalKind: l('挑战目标类型', 'Goal type'),
  prize: l('奖励', 'Prize'),
  board: l('排行榜', 'Board'),
  metric: l('比拼方式', 'Ranked by'),
  partId: l('编号', 'Id'),
};

/** Where a name means something else inside one list or object. */
const LABELS_BY_PATH: Record<string, Label> = {
  'placement.signature.x': l('签名框横坐标', 'Signature box X'),
  'placement.signature.width': l('签名框宽度', 'Signature box width'),
  'placement.signature.height': l('签名框高度', 'Signature box height'),
  'placement.seal.x': l('印章横坐标', 'Seal X'),
  'placement.seal.size': l('印章大小', 'Seal size'),
  'fixMoney.*.title': l('固定金额名称', 'Fixed amount name'),
  'fixMoney.*.money': l('固定金额', 'Fixed amount'),
  'fieldList.*.optionList.*.title': l('选项名称', 'Option'),
  'fieldList.*.optionList.*.titleEn': l('英文选项名称', 'English option'),
  'fieldList.*.optionList.*.id': l('选项值', 'Option value'),
  'fieldList.*.optionList': l('选项', 'Options'),
  'moneyList.*.money': l('一起捐金额', 'Group gift amount'),
  'moneyList.*.title': l('一起捐金额名称', 'Group gift amount name'),
  'priceList.*.termMoney': l('期限金额', 'Term price'),
};

/** The path with list indexes as `*`: `fieldList.2.title` → `fieldList.*.title`. */
function patternOf(path: string): string {
  return path
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? '*' : part))
    .join('.');
}

/** The field's label, or null when it has none (the test keeps every parsed field labelled). */
export function fieldLabelOf(language: Language, path: string): string | null {
  const pattern = patternOf(path);
  const byPath = LABELS_BY_PATH[pattern];
  if (byPath) return byPath[language];
  const name = pattern
    .split('.')
    .filter((part) => part !== '*')
    .pop();
  const label = name ? LABELS[name] : undefined;
  return label ? label[language] : null;
}

/** The list row a path points into, for the message: `fieldList.2.title` → 3 (counted from 1). */
export function rowNumberOf(path: string): number | null {
  const index = path.split('.').find((part) => /^\d+$/.test(part));
  return index === undefined ? null : Number(index) + 1;
}

/**
 * The words of a refused field (parseInput's params: field, problem, origin, min, max), naming it by
 * its label; null when the field has no label, and the caller keeps its own message.
 */
export function fieldProblemText(language: Language, params: MessageParams, missing: boolean): string | null {
  const field = typeof params.field === 'string' ? params.field : '';
  const label = fieldLabelOf(language, field);
  if (!label) return null;
  const values: MessageParams = { ...params, label };
  if (params.problem === 'amount') values.max = Number(params.max).toLocaleString('en-US');
  const text = translate(language, messageKeyOf(missing, params), values);
  const row = rowNumberOf(field);
  return row === null ? text : translate(language, 'admin.field.inRow', { row, text });
}

function messageKeyOf(missing: boolean, params: MessageParams): MessageKey {
  // A text that must have something and was left blank (spaces only) is missing too.
  const blank = params.problem === 'tooSmall' && params.origin === 'string' && params.min === 1;
  if (missing || blank) return 'admin.field.missing';
  const list = params.origin === 'array' || params.origin === 'set';
  const text = params.origin === 'string';
  switch (params.problem) {
    case 'tooSmall':
      return list ? 'admin.field.tooFew' : text ? 'admin.field.tooShortText' : 'admin.field.tooSmallNumber';
    case 'tooBig':
      return list ? 'admin.field.tooMany' : text ? 'admin.field.tooLongText' : 'admin.field.tooBigNumber';
    case 'amount':
      return 'admin.field.amount';
    case 'positive':
      return 'admin.field.positive';
    default:
      return 'admin.field.invalid';
  }
}
