import { ADMIN_MESSAGES } from './admin-messages.ts';
import { DONOR_MERGE_MESSAGES } from './admin-messages-donor-merge.ts';
import { GIVING_DAY_MESSAGES } from './admin-messages-giving-days.ts';
import { NAMING_FULFILMENT_MESSAGES } from './admin-messages-naming-fulfilment.ts';
import { NAMING_MAP_MESSAGES } from './admin-messages-naming-maps.ts';
import { OFFLINE_GIFT_MESSAGES } from './admin-messages-offline-gifts.ts';
import { SAVED_FILTER_MESSAGES } from './admin-messages-saved-filters.ts';
import { STAFF_MESSAGES } from './admin-messages-staff.ts';
import { AGREEMENT_MESSAGES } from './agreement-messages.ts';
import type { Language } from './language.ts';
import { SMS_MESSAGES } from './sms-messages.ts';
import { WECHAT_MESSAGES } from './wechat-messages.ts';

/**
 * Every message the server can send to a user, in both languages. Keys are stable; the texts
 * quoted by the spec are kept to the letter.
 */
const MESSAGES = {
  ok: { zh_CN: '操作成功', English: 'Success' },
  'error.internal': {
    zh_CN: '服务器繁忙，请稍后再试',
    English: 'The server is busy, please try again later',
  },
  'error.invalidField': { zh_CN: '参数错误：{field}', English: 'Invalid parameter: {field}' },
  'error.missingField': { zh_CN: '缺少参数：{field}', English: 'Missing parameter: {field}' },
  'items.searchTooLong': {
    zh_CN: '搜索内容不能超过{max}个字',
    English: 'The search text can be at most {max} characters',
  },
  'error.notFound': { zh_CN: '内容不存在', English: 'Not found' },
  'error.routeNotFound': { zh_CN: '接口不存在', English: 'No such interface' },
  'error.rateLimited': {
    zh_CN: '操作过于频繁，请稍后再试',
    English: 'Too many attempts, please try again later',
  },
  'error.signMissing': { zh_CN: '请求签名缺失', English: 'The request signature is missing' },
  'error.signInvalid': { zh_CN: '请求签名无效', English: 'The request signature is invalid' },
  'error.signExpired': {
    zh_CN: '请求已过期，请校准手机时间后重试',
    English: 'The request has expired, check your clock',
  },
  'error.signReplayed': { zh_CN: '请求重复，请勿重复提交', English: 'This request was already received' },
  'error.tokenInvalid': { zh_CN: 'token失效', English: 'Your login has expired, please log in again' },
  'error.loginRequired': { zh_CN: '请先登录', English: 'Please log in first' },
  'error.notRegistered': { zh_CN: '未注册', English: 'Not registered' },
  'error.notAlumni': {
    zh_CN: '本次项目筹款只面向“校友”用户开放，非校友不能捐赠！',
    English: 'This project is open to alumni users only; non-alumni cannot donate!',
  },
  'error.bodyTooLarge': { zh_CN: '文件过大', English: 'The file is too large' },
  'auth.accountNotFound': { zh_CN: '账号不存在', English: 'The account does not exist' },
  'auth.wrongPassword': { zh_CN: '账号或密码错误', English: 'Wrong account or password' },
  'auth.codeSent': { zh_CN: '验证码已发送', English: 'The code has been sent' },
  'auth.codeInvalid': { zh_CN: '验证码错误或已失效', English: 'The code is wrong or has expired' },
  'auth.smsTooSoon': {
    zh_CN: '发送过于频繁，请{seconds}秒后再试',
    English: 'Please wait {seconds} seconds before asking again',
  },
  'auth.smsDailyLimit': {
    zh_CN: '今日验证码发送次数已达上限',
    English: 'No more codes can be sent to this number today',
  },
  'auth.smsHourlyLimit': {
    zh_CN: '验证码发送次数过多，请稍后再试',
    English: 'Too many codes were sent, try again later',
  },
  'auth.wechatCodeInvalid': {
    zh_CN: '微信授权已失效，请重新授权',
    English: 'The WeChat authorisation is invalid or has expired, please authorise again',
  },
  // Staff disabled the account in the console: every login path says so, in the donor's language.
  'auth.accountDisabled': {
    zh_CN: '该账号已停用，请联系基金会',
    English: 'This account has been disabled. Please contact the foundation.',
  },
  'auth.middleAuthDisabled': {
    zh_CN: '小程序授权登录未开放',
    English: 'Signing in from the mini-program is not enabled',
  },
  /** A refusal whose text is already worded (a field's own placeholder, written by staff). */
  'form.text': { zh_CN: '{text}', English: '{text}' },
  'form.enterField': { zh_CN: '请输入{title}', English: 'Please enter {title}' },
  'form.chooseField': { zh_CN: '请选择{title}', English: 'Please choose {title}' },
  'form.lengthMin': {
    zh_CN: '{title}长度不得小于{min}',
    English: '{title} must be at least {min} characters',
  },
  'form.lengthMax': { zh_CN: '长度不得大于{max}', English: 'At most {max} characters' },
  'form.positiveInteger': { zh_CN: '必须是正整数', English: 'Must be a positive whole number' },
  'details.enterCertificateName': {
    zh_CN: '请输入证书抬头',
    English: 'Please enter the name on the certificate',
  },
  'details.chooseCertificateWay': {
    zh_CN: '请选择证书领取方式',
    English: 'Please choose how to receive the certificate',
  },
  'details.chooseDonorType': { zh_CN: '请选择捐赠人类型', English: 'Please choose the donor type' },
  'details.personName': { zh_CN: '姓名', English: 'Name' },
  'details.idNumber': { zh_CN: '身份证号', English: 'ID card number' },
  'details.companyName': { zh_CN: '单位名称', English: 'Company name' },
  'details.creditCode': { zh_CN: '统一社会信用代码', English: 'Unified social credit code' },
  'details.invalid': { zh_CN: '请输入合法的{title}', English: 'Please enter a valid {title}' },
  'details.chooseReceiptType': { zh_CN: '请选择收据类型', English: 'Please choose the receipt type' },
  'details.chooseReceiptWay': {
    zh_CN: '请选择收据领取方式',
    English: 'Please choose how to receive the receipt',
  },
  'details.enterEmail': { zh_CN: '请输入接收邮箱', English: 'Please enter the email address' },
  'details.invalidEmail': { zh_CN: '请输入合法的邮箱', English: 'Please enter a valid email address' },
  'details.enterSmsMobile': {
    zh_CN: '请输入接收短信的手机号',
    English: 'Please enter the mobile number for the text message',
  },
  'details.enterContact': { zh_CN: '请输入联系人', English: 'Please enter the contact name' },
  'details.enterContactMobile': {
    zh_CN: '请输入联系电话',
    English: 'Please enter the contact mobile number',
  },
  'details.chooseRegion': { zh_CN: '请选择所在地区', English: 'Please choose the region' },
  'details.enterAddress': { zh_CN: '请输入详细地址', English: 'Please enter the street address' },
  'details.invalidZip': { zh_CN: '请输入合法的邮编', English: 'Please enter a valid 6-digit postcode' },
  // ---- the donor's certificate and receipt applications (doc 3 §5) ----
  'documents.selectItems': { zh_CN: '请选择项目', English: 'Please select items' },
  'documents.enterPostalAddress': { zh_CN: '请输入邮寄地址', English: 'Please enter the postal address' },
  // A title for details.invalid: 请输入合法的联系电话 (doc 3 §5).
  'documents.contactMobile': { zh_CN: '联系电话', English: 'contact mobile number' },
  'documents.paperCertificateClosed': {
    zh_CN: '暂未开放纸质证书申请',
    English: 'Paper certificates are not open for applications',
  },
  'documents.receiptClosed': {
    zh_CN: '暂未开放票据申请',
    English: 'Receipts are not open for applications',
  },
  // One of the chosen donations was applied for meanwhile (another device) or is no longer paid.
  'documents.notApplicable': {
    zh_CN: '所选捐赠已申请或不可申请，请刷新后重试',
    English: 'A chosen donation was already applied for or cannot be. Please refresh and try again.',
  },
  'validation.mobile': { zh_CN: '请输入合法的手机号', English: 'Please enter a valid mobile number' },
  'validation.messageEmpty': { zh_CN: '留言内容不能为空', English: "Message content can't be empty" },
  'validation.messageTooLong': {
    zh_CN: '留言不得超过{max}个字',
    English: 'A message may have at most {max} characters',
  },
  'validation.nicknameEmpty': { zh_CN: '昵称不能为空', English: "The nickname can't be empty" },
  'validation.nicknameTooLong': {
    zh_CN: '昵称不得超过{max}个字',
    English: 'A nickname may have at most {max} characters',
  },
  'donate.moneyTip': {
    zh_CN: '请输入正确的金额（大于0，最多两位小数）',
    English: 'Please enter a valid amount (more than 0, at most two decimals)',
  },
  'donate.limitMax': {
    zh_CN: '单笔捐赠金额不能超过10,000,000元',
    English: 'A single donation may be at most 10,000,000 CNY',
  },
  'donate.belowMin': { zh_CN: '最低捐赠金额{min}元', English: 'The minimum donation is {min} CNY' },
  'donate.integerOnly': { zh_CN: '请输入整数金额', English: 'Please enter a whole amount' },
  'donate.unitsTip': {
    zh_CN: '请输入正确的捐赠数量',
    English: 'Please enter a valid number of units',
  },
  'donate.closed': { zh_CN: '该项目暂不接受捐赠', English: 'This project is not accepting donations' },
  'donate.subItemInvalid': {
    zh_CN: '请选择正确的子项目',
    English: 'Please choose a valid sub-project',
  },
  'pay.typeUnavailable': {
    zh_CN: '该支付方式暂未开通',
    English: 'This payment method is not available',
  },
  'pay.notConfigured': {
    zh_CN: '该支付方式尚未配置，请选择其他支付方式',
    English: 'This payment method is not configured yet, please choose another one',
  },
  // WeChat Pay (pay types 1 and 15): JSAPI pays only with the donor's WeChat openid.
  'pay.needsWechat': {
    zh_CN: '请在微信中打开后支付',
    English: 'Please open this page in WeChat to pay',
  },
  'pay.providerFailed': {
    zh_CN: '支付服务暂时不可用，请稍后再试',
    English: 'The payment service is unavailable at the moment, please try again later',
  },
  // Campus card (pay type 9, doc 2 §5 and §8).
  'campusCard.required': {
    zh_CN: '请输入学工号和校园卡密码',
    English: 'Please enter your student or staff number and campus card password',
  },
  'campusCard.insufficient': { zh_CN: '一卡通余额不足', English: 'The campus card balance is not enough' },
  'campusCard.wrongCredentials': {
    zh_CN: '学工号或校园卡密码错误',
    English: 'Wrong student or staff number, or wrong campus card password',
  },
  'campusCard.balanceUnreadable': { zh_CN: '读取余额失败', English: 'Could not read the balance' },
  'campusCard.unavailable': {
    zh_CN: '校园卡系统暂不可用，请稍后再试',
    English: 'The campus card system is unavailable, please try again later',
  },
  'campusCard.orderClosed': {
    zh_CN: '该订单已关闭，请重新下单',
    English: 'This order has been closed, please place a new one',
  },
  'order.notPending': {
    zh_CN: '订单已支付或已关闭',
    English: 'The order has already been paid or closed',
  },
  'leaveword.posted': { zh_CN: '留言成功', English: 'Message posted' },
  'leaveword.pending': { zh_CN: '留言成功，待审核', English: 'Message posted, pending review' },
  'leaveword.closed': { zh_CN: '该项目未开放留言', English: 'Messages are not open for this project' },
  'user.updated': { zh_CN: '修改成功', English: 'Modification success' },
  'upload.notImage': {
    zh_CN: '只能上传 gif、jpeg、jpg、png、svg 格式的图片',
    English: 'Only gif, jpeg, jpg, png or svg images can be uploaded',
  },
  'upload.tooLarge': { zh_CN: '图片不能超过{max}MB', English: 'The image may be at most {max} MB' },
  'upload.missing': { zh_CN: '请选择要上传的文件', English: 'Please choose a file to upload' },
  'upload.storageUnavailable': {
    zh_CN: '图片暂时无法保存，请稍后再试',
    English: 'The picture cannot be saved at the moment; please try again later',
  },
  'upload.tooManyPixels': { zh_CN: '图片尺寸过大', English: 'The image dimensions are too large' },
  'user.mobileBound': { zh_CN: '绑定成功', English: 'Your mobile is bound' },
  'user.mobileTaken': {
    zh_CN: '该手机号已注册其他账号，请退出后用手机号登录',
    English: 'This mobile already belongs to another account: log out, then log in with the mobile',
  },
  'user.mobileAlreadyBound': {
    zh_CN: '当前账号已绑定手机号',
    English: 'This account already has a mobile',
  },
  'user.avatarInvalid': {
    zh_CN: '头像地址无效，请重新上传',
    English: 'The avatar address is not valid, please upload it again',
  },
  // The donor's own records (doc 2 §2.8): the group of projects without a category.
  'records.otherCategory': { zh_CN: '其他', English: 'Other' },
  // Group fundraising ("together", doc 2 §5, §8).
  'together.sponsorRequired': { zh_CN: '请输入发起人', English: 'Please enter the sponsor' },
  'together.sponsorTooLong': {
    zh_CN: '发起人不得超过20个字',
    English: 'The sponsor may have at most 20 characters',
  },
  'together.sponsorInvalid': {
    zh_CN: '发起人包含非法字符',
    English: 'The sponsor contains invalid characters',
  },
  'together.sloganRequired': { zh_CN: '请选择一起捐口号', English: 'Please choose a slogan' },
  'together.sloganTooLong': {
    zh_CN: '口号不得超过50个字',
    English: 'The slogan may have at most 50 characters',
  },
  'together.sloganInvalid': { zh_CN: '请选择正确的口号', English: 'Please choose one of the slogans' },
  'together.moneyInvalid': { zh_CN: '请输入合法金额', English: 'Please enter a valid amount' },
  'together.chooseTarget': { zh_CN: '请选择目标金额', English: 'Please choose a target amount' },
  'together.notOpen': {
    zh_CN: '该项目未开放一起捐',
    English: 'Donating together is not open for this project',
  },
  'together.cancelledReason': { zh_CN: '该一起捐已取消', English: 'This fundraiser has been cancelled' },
  'together.launched': { zh_CN: '发起成功', English: 'Fundraiser started' },
  'together.cancelled': { zh_CN: '取消成功', English: 'Cancelled successfully' },
  // ---- naming seats ----
  'naming.seatTaken': {
    zh_CN: '{seat}已被认捐，请重新选择',
    English: '{seat} has already been taken, please choose again',
  },
  'naming.seatUnavailable': { zh_CN: '{seat}不可选', English: '{seat} cannot be chosen' },
  'naming.seatInvalid': { zh_CN: '请选择正确的冠名对象', English: 'Please choose a valid seat' },
  'naming.seatRequired': { zh_CN: '请选择冠名对象', English: 'Please choose a seat' },
  'naming.seatTermInvalid': {
    zh_CN: '请选择{seat}的捐赠金额',
    English: 'Please choose a period for {seat}',
  },
  'naming.seatShow.seat': { zh_CN: '冠名座位', English: 'Seat' },
  'naming.seatShow.donor': { zh_CN: '冠名人', English: 'Donor' },
  'naming.seatShow.identity': { zh_CN: '身份', English: 'Identity' },
  'naming.seatShow.message': { zh_CN: '寄语', English: 'Message' },
  'naming.seatShow.time': { zh_CN: '冠名时间', English: 'Named on' },
  'naming.seatShow.term': { zh_CN: '冠名期限', English: 'Named until' },
  'naming.seatShow.permanent': { zh_CN: '永久', English: 'Permanent' },
  // ---- book naming (doc 4 §5) ----
  'naming.stockShort': { zh_CN: '库存不足', English: 'Not enough copies in stock' },
  'naming.bookRequired': { zh_CN: '至少选择一本书籍', English: 'Please choose at least one book' },
  'naming.bookUnknown': {
    zh_CN: '所选书籍不存在或不属于该项目',
    English: 'A chosen book does not exist or is not part of this project',
  },
  'naming.bookRepeated': {
    zh_CN: '同一本书籍请勿重复添加',
    English: 'Each book may appear only once in an order',
  },
  'naming.bookNameplateCount': {
    zh_CN: '铭牌数量与冠名数量不一致',
    English: 'The number of nameplates does not match the number of copies',
  },
  'naming.bookDonorRequired': { zh_CN: '铭牌捐赠人不能为空', English: 'The nameplate donor is required' },
  'naming.bookMessageTooLong': {
    zh_CN: '寄语不能超过{max}个字',
    English: 'The message may have at most {max} characters',
  },
  'naming.bookShowTitle': { zh_CN: '书名', English: 'Title' },
  'naming.bookShowDonor': { zh_CN: '冠名人', English: 'Donor' },
  'naming.bookShowIdentity': { zh_CN: '身份', English: 'Identity' },
  'naming.bookShowMessage': { zh_CN: '寄语', English: 'Message' },
  'naming.bookShowTime': { zh_CN: '冠名时间', English: 'Named on' },
  // ---- naming orders (doc 2 §5, doc 4 §5) ----
  'naming.identityRequired': { zh_CN: '请输入捐赠人身份', English: 'Please enter the donor identity' },
  'naming.messageRequired': { zh_CN: '请输入捐赠寄语', English: 'Please enter a message' },
  'naming.periodRequired': { zh_CN: '请选择捐赠金额', English: 'Please choose a naming period' },
  'naming.typeMismatch': {
    zh_CN: '冠名类型与项目不符',
    English: 'This naming type does not match the project',
  },
  'naming.tooMany': {
    zh_CN: '一次最多冠名{max}个对象',
    English: 'At most {max} objects can be named at once',
  },
  'naming.priceChanged': {
    zh_CN: '冠名金额已变动，请重新选择',
    English: 'The price has changed, please choose again',
  },
  'naming.alumniIdentity': { zh_CN: '校友', English: 'Alumnus' },
  'naming.permanent': { zh_CN: '永久', English: 'Permanent' },
  // A naming record's period when the price list no longer offers the one bought (doc 2 §3).
  'naming.termYears': { zh_CN: '{years}年', English: '{years} years' },
  // Issue 11's spec API fixes. A key already used for a different gift (Stripe's rule): the
  // first order is not answered for a request that did not make it.
  'donate.idempotencyKeyReused': {
    zh_CN: '此次提交与先前使用同一请求标识（Idempotency-Key）的捐赠内容不同，请重新提交',
    English: 'This Idempotency-Key was already used with different parameters; submit again with a new key',
  },
  // The donation directory's order (doc 3 §7) when a hand-made address names another.
  'directory.orderInvalid': {
    zh_CN: '排序方式无效，可选：按时间倒序（空）、按时间正序（donate_time_asc）、按金额（1）',
    English: 'Unknown order: use empty (newest first), donate_time_asc (oldest first) or 1 (largest first)',
  },
  ...ADMIN_MESSAGES,
  ...NAMING_FULFILMENT_MESSAGES,
  ...OFFLINE_GIFT_MESSAGES,
  ...NAMING_MAP_MESSAGES,
  ...STAFF_MESSAGES,
  ...DONOR_MERGE_MESSAGES,
  ...SAVED_FILTER_MESSAGES,
  ...WECHAT_MESSAGES,
  ...SMS_MESSAGES,
  ...AGREEMENT_MESSAGES,
  ...GIVING_DAY_MESSAGES,
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof MESSAGES;
export type MessageParams = Record<string, string | number>;

export function translate(language: Language, key: MessageKey, params: MessageParams = {}): string {
  return MESSAGES[key][language].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function hasMessage(key: string): key is MessageKey {
  return key in MESSAGES;
}
