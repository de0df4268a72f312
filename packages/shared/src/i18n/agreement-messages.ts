import type { Language } from './language.ts';

/**
 * The agreement flows' words (doc 4 §5, §8; issue 23). The spec's Chinese is kept to the letter,
 * 清先阅读并同意 included (its typo is the text donors of the original client saw).
 */
export const AGREEMENT_MESSAGES = {
  'agreement.nameRequired': { zh_CN: '请输入姓名', English: 'Please enter your name' },
  'agreement.mobileRequired': { zh_CN: '请输入手机', English: 'Please enter your mobile' },
  'agreement.idNoRequired': { zh_CN: '请输入证件号码', English: 'Please enter your ID number' },
  'agreement.projectRequired': { zh_CN: '请选择捐赠项目', English: 'Please choose a donation project' },
  'agreement.amountRequired': { zh_CN: '请输入捐赠金额', English: 'Please enter the donation amount' },
  'agreement.amountPositive': {
    zh_CN: '捐赠金额必须是正数',
    English: 'The donation amount must be a positive number',
  },
  'agreement.amountDecimals': {
    zh_CN: '捐赠金额最多两位小数',
    English: 'The donation amount may have at most two decimals',
  },
  'agreement.amountMax': {
    zh_CN: '捐赠金额不能超过10,000,000元',
    English: 'The donation amount may be at most 10,000,000 CNY',
  },
  'agreement.nameTooLong': {
    zh_CN: '姓名不能超过{max}个字',
    English: 'The name may have at most {max} characters',
  },
  'agreement.mobileInvalid': { zh_CN: '请输入合法的手机号', English: 'Please enter a valid mobile number' },
  'agreement.idNoInvalid': {
    zh_CN: '证件号码格式不正确',
    English: 'The ID number is not valid',
  },
  'agreement.signFirst': { zh_CN: '请先签约捐赠协议书', English: 'Please sign the donation agreement first' },
  'agreement.readAndAgree': { zh_CN: '清先阅读并同意', English: 'Please read and agree first' },
  'agreement.readAndAgreeContent': {
    zh_CN: '请先阅读并同意本捐赠协议内容',
    English: 'Please read and agree to this donation agreement first',
  },
  'agreement.signatureRequiredHhu': {
    zh_CN: '请手写输入您的签名',
    English: 'Please handwrite your signature',
  },
  'agreement.signatureRequired': { zh_CN: '请先签名', English: 'Please sign first' },
  'agreement.signatureNotPng': {
    zh_CN: '签名须为PNG图片',
    English: 'The signature must be a PNG picture',
  },
  'agreement.signatureBlank': {
    zh_CN: '签名是空白的，请重新签名',
    English: 'The signature is blank; please sign again',
  },
  'agreement.notFound': { zh_CN: '协议不存在', English: 'No such agreement' },
  'agreement.smsCodeRequired': {
    zh_CN: '请输入短信验证码',
    English: 'Please enter the SMS code',
  },
  'agreement.smsCodeNotAsked': {
    zh_CN: '签署本协议无需短信验证码',
    English: 'Signing this agreement needs no SMS code',
  },
  'agreement.smsCodeLength': {
    zh_CN: '请输入6位短信验证码',
    English: 'Please enter the 6-digit SMS code',
  },
  'agreement.notSignable': {
    zh_CN: '该协议已不能签署',
    English: 'This agreement can no longer be signed',
  },
  'agreement.projectClosed': {
    zh_CN: '该项目暂不接受协议捐赠',
    English: 'This project does not take agreement donations',
  },
  'agreement.requestFailed': {
    zh_CN: '请求失败，请稍后再试',
    English: 'The request failed, please try again later',
  },
  'agreement.amountDiffers': {
    zh_CN: '捐赠金额与协议金额不一致，请重新签约捐赠协议书',
    English: 'The donation differs from the agreement’s amount; please sign the agreement again',
  },
  'agreement.noAgreement': { zh_CN: '暂无协议', English: 'No agreement yet' },
  'agreement.noReceipt': { zh_CN: '暂无票据', English: 'No receipt yet' },
  // The console's (issue 23), in the staff member's language.
  'admin.agreement.notVoidable': {
    zh_CN: '该协议已到账或已作废，不能作废；已到账的款项请走退款',
    English:
      'This agreement has received its money or is void and cannot be voided; refund the money instead',
  },
  'admin.agreement.notAwaitingTransfer': {
    zh_CN: '协议{agreementNo}尚未盖章或已登记过到账，不能关联这笔转账',
    English:
      'Agreement {agreementNo} is not sealed or has received its money already; this transfer cannot be linked to it',
  },
  'admin.agreement.transferMismatch': {
    zh_CN: '转账的{field}与协议{agreementNo}不一致',
    English: 'The transfer’s {field} does not match agreement {agreementNo}',
  },
  'admin.agreement.unknownPlaceholder': {
    zh_CN: '协议内容中的“{{name}}”不是可用的占位符',
    English: '“{{name}}” in the agreement text is not a placeholder',
  },
} as const satisfies Record<string, Record<Language, string>>;
