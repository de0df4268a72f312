import type { FeatureFlag } from '@alma/shared/admin-api/settings';
import { registerMessages } from '../../i18n/register-messages.ts';
import type { TProblemKey } from './model/settings-problems.ts';

/** What each feature flag does, one line each (the console shows it under the flag's name). */
type FlagWords = Record<FeatureFlag, { name: string; hint: string }>;

const zhFlags: FlagWords = {
  allowDesktop: {
    name: '允许电脑浏览器打开',
    hint: '在电脑浏览器中直接打开捐赠端，而不是显示手机扫码的二维码页。',
  },
  qrCaptionViewProjects: {
    name: '二维码页提示“扫码查看项目”',
    hint: '电脑端二维码页的说明文字改为“扫码查看项目”。',
  },
  maskDonorNames: {
    name: '捐赠人姓名打码',
    hint: '捐赠名录和捐赠记录中的姓名只显示姓氏（张*）。',
  },
  hideDirectorySearch: {
    name: '隐藏名录搜索',
    hint: '项目的捐赠名录不显示搜索框。',
  },
  hideListStatistics: {
    name: '隐藏列表统计',
    hint: '项目列表不显示已筹金额和捐赠人次。',
  },
  largeRemindCloseOnly: {
    name: '大额提醒仅可关闭',
    hint: '大额捐赠提醒弹窗只提供“关闭”按钮。',
  },
};

const enFlags: FlagWords = {
  allowDesktop: {
    name: 'Open in desktop browsers',
    hint: 'The donor app opens in a desktop browser instead of showing a QR code to scan with a phone.',
  },
  qrCaptionViewProjects: {
    name: 'QR page says “scan to view the projects”',
    hint: 'The desktop QR page’s caption reads “scan to view the projects”.',
  },
  maskDonorNames: {
    name: 'Mask donor names',
    hint: 'Donation directories and records show only the family name (张*).',
  },
  hideDirectorySearch: {
    name: 'Hide directory search',
    hint: 'A project’s donation directory has no search box.',
  },
  hideListStatistics: {
    name: 'Hide list statistics',
    hint: 'The project list shows no raised amounts or donor counts.',
  },
  largeRemindCloseOnly: {
    name: 'Large-amount reminder: close only',
    hint: 'The large-donation reminder offers only a Close button.',
  },
};

/** How the console words what the shared contract refuses (model/settings-problems.ts). */
const zhProblems: Record<TProblemKey, string> = {
  required: '请填写此项',
  chooseOne: '请至少选择一项',
  tooLong: '{{label}}不能超过 {{max}} 个字（现为 {{length}} 个字），请删减后再保存',
  image: '请上传图片',
  colour: '请选择颜色',
  control: '不能包含控制字符',
  phone:
    '{{label}}须为手机号或带区号的座机号，如 13912345678、010-12345678、0512-6512 3456 转 801、400-123-4567',
  invalid: '格式不正确',
};

const enProblems: Record<TProblemKey, string> = {
  required: 'Please fill this in',
  chooseOne: 'Choose at least one',
  tooLong: '{{label}} can be at most {{max}} characters (it has {{length}}); shorten it to save',
  image: 'Please upload a picture',
  colour: 'Please choose a colour',
  control: 'Control characters are not allowed',
  phone:
    '{{label}} must be a mobile or a landline with its area code, e.g. 13912345678, 010-12345678, 0512-6512 3456 转 801, 400-123-4567',
  invalid: 'Not valid',
};

const zh = {
  tabBase: '基本信息',
  tabReceipt: '票据设置',
  tabAppearance: '外观与功能',
  save: '保存',
  saved: '已保存，捐赠端即时生效',
  unchanged: '没有未保存的修改',
  changed: '有未保存的修改',
  readOnly: '仅管理员可以修改此页内容，您可以查看。',
  updatedAt: '最后保存：{{time}}',
  // 基本信息
  foundation: '基金会',
  title: '基金会名称',
  isShowTechnicalSupport: '显示技术支持',
  shareCard: '分享卡片',
  shareTitle: '分享标题',
  shareDesc: '分享描述',
  shareImg: '分享图片',
  loginBg: '登录页背景图',
  agreement: '捐赠协议',
  agreeTitle: '协议标题',
  agreeContent: '协议内容',
  agreeContentHint: '保存时服务器会去掉不安全的标签和属性。',
  words: '文案',
  awardExplain: '勋章说明',
  successWord: '捐赠成功致谢语',
  upload: '上传图片',
  replace: '更换图片',
  removePicture: '删除图片',
  noPicture: '未设置',
  // 票据设置
  isOpenReceipt: '开启捐赠票据',
  isOpenPaper: '开放纸质证书申请',
  certificateWayPaperList: '纸质证书领取方式',
  validType: '允许在票据列表申请',
  validTypeHint: '选“否”时捐赠人的票据列表不显示申请按钮。',
  yes: '是',
  no: '否',
  isCreditCode: '要求身份证号/统一社会信用代码',
  receiptTypeList: '票据类型',
  type1: '纸质',
  type2: '电子',
  receiptWayPaperList: '纸质票据领取方式',
  receiptWayElectronicList: '电子票据发送方式',
  way1: '自取',
  way2: '快递',
  way3: '邮箱',
  way4: '短信',
  pickUp: '自取信息',
  pickUpAddress: '自取地址',
  pickUpName: '联系人',
  pickUpMobile: '联系电话',
  pickUpMobileHint: '手机号，或带区号的座机号（可加分机），如 010-12345678、0512-6512 3456 转 801',
  // 外观与功能
  homeLayout: '首页样式',
  homeLayoutHint:
    '捐赠端首页和全部项目页的样式。轮播图和入口在“首页配置”中编辑，只有显示它们的样式才能看到。捐赠人下次打开捐赠端时看到新样式。',
  homeLayoutFile: '使用配置文件的样式（{{name}}）',
  theme: '主题色',
  themeFile: '使用配置文件的颜色',
  themeCustom: '自定义颜色',
  themeHint: '捐赠端的按钮、标签等使用此颜色。',
  features: '功能开关',
  featuresHint: '“默认”沿用配置文件的值（括号内为当前默认）。',
  choiceDefault: '默认（{{value}}）',
  on: '开',
  off: '关',
  flags: zhFlags,
  problem: zhProblems,
};

const en: typeof zh = {
  tabBase: 'Basics',
  tabReceipt: 'Receipts',
  tabAppearance: 'Appearance and features',
  save: 'Save',
  saved: 'Saved; the donor app shows it at once',
  unchanged: 'No unsaved changes',
  changed: 'Unsaved changes',
  readOnly: 'Only administrators may change this page; you can view it.',
  updatedAt: 'Last saved: {{time}}',
  foundation: 'Foundation',
  title: 'Foundation name',
  isShowTechnicalSupport: 'Show technical support',
  shareCard: 'Share card',
  shareTitle: 'Share title',
  shareDesc: 'Share description',
  shareImg: 'Share picture',
  loginBg: 'Login page background',
  agreement: 'Donation agreement',
  agreeTitle: 'Agreement title',
  agreeContent: 'Agreement content',
  agreeContentHint: 'The server removes unsafe tags and attributes when it saves.',
  words: 'Wording',
  awardExplain: 'Badge explanation',
  successWord: 'Thank-you words after a donation',
  upload: 'Upload a picture',
  replace: 'Replace picture',
  removePicture: 'Remove picture',
  noPicture: 'Not set',
  isOpenReceipt: 'Offer donation receipts',
  isOpenPaper: 'Offer paper certificates',
  certificateWayPaperList: 'Paper certificate ways',
  validType: 'Donors may apply from the receipt list',
  validTypeHint: 'With “No” the receipt list has no Apply button.',
  yes: 'Yes',
  no: 'No',
  isCreditCode: 'Require an ID number / unified social credit code',
  receiptTypeList: 'Receipt kinds',
  type1: 'Paper',
  type2: 'Electronic',
  receiptWayPaperList: 'Paper receipt ways',
  receiptWayElectronicList: 'Electronic receipt ways',
  way1: 'Pick-up',
  way2: 'Express delivery',
  way3: 'Email',
  way4: 'SMS',
  pickUp: 'Pick-up details',
  pickUpAddress: 'Pick-up address',
  pickUpName: 'Contact',
  pickUpMobile: 'Contact phone',
  pickUpMobileHint:
    'A mobile, or a landline with its area code (and extension), e.g. 010-12345678, 0512-6512 3456 转 801',
  homeLayout: 'Home layout',
  homeLayoutHint:
    'How the donor app’s home and all-projects page look. Banners and tiles are edited on the Home page screen and show only in layouts that have them. Donors see a new layout the next time they open the app.',
  homeLayoutFile: 'Use the config file’s layout ({{name}})',
  theme: 'Theme colour',
  themeFile: 'Use the config file’s colour',
  themeCustom: 'Custom colour',
  themeHint: 'The donor app’s buttons, tags and highlights use this colour.',
  features: 'Features',
  featuresHint: '“Default” keeps the config file’s value (shown in brackets).',
  choiceDefault: 'Default ({{value}})',
  on: 'On',
  off: 'Off',
  flags: enFlags,
  problem: enProblems,
};

registerMessages('settings', zh, en);
