import { registerMessages } from '../../i18n/register-messages.ts';

/** Strings of the payback, success and alipay hand-off screens (doc 2 §2.5, §8; doc 3 §2, §8; doc 4 §2.3). */
const zh = {
  payBack: {
    checking: '正在查询支付结果…',
    paid: '支付成功',
    // PAY_FAIL of doc 3 §8: its text is not given, this is the plain wording.
    failed: '支付失败',
    // CANCEL_PAY (doc 2 §8, doc 4 §4).
    cancelled: '取消支付',
  },
  success: {
    title: '认捐成功',
    thanks: '感谢{{name}}对【{{itemsName}}】的爱心捐赠',
    motto: '感谢有你，一路相伴',
    avatarAlt: '{{name}}的头像',
    projectLabel: '捐赠项目',
    invite: '邀请好友',
    viewCertificate: '查看证书',
    certificatePending: '证书生成中',
    home: '返回首页',
    mine: '个人中心',
    notFoundTitle: '未找到该捐赠记录',
    notFoundBody: '订单不存在、尚未支付，或不属于当前账号。',
    givingDay: '查看募捐日',
  },
  share: {
    detail: '邀请好友一起为项目献出爱心',
  },
  alipay: {
    wechatTitle: '请在浏览器中打开',
    wechatStep1: '点击右上角 ··· 按钮',
    wechatStep2: '选择“在浏览器打开”',
    wechatStep3: '在浏览器中完成支付宝支付后返回此页面',
    miniTitle: '请复制链接到浏览器中打开',
    miniBody: '小程序内无法使用支付宝支付，复制链接后在手机浏览器中粘贴打开即可完成支付。',
    copy: '复制链接',
    copied: '复制成功',
    copyFailed: '复制失败，请长按链接手动复制',
    redirecting: '正在跳转到支付宝…',
    unavailableTitle: '暂时无法发起支付宝支付',
    unavailableBody: '支付宝支付暂未开通，请返回捐赠页选择其他支付方式。',
    waiting: '支付完成后将自动跳转，请勿关闭本页面',
    missingOrder: '缺少订单号',
    unknownOrder: '订单不存在或不属于当前账号',
  },
};

const en: typeof zh = {
  payBack: {
    checking: 'Checking the payment…',
    paid: 'Payment successful',
    failed: 'Payment failed',
    cancelled: 'Payment cancelled',
  },
  success: {
    title: 'Donation successful',
    thanks: 'Thank you, {{name}}, for your donation to [{{itemsName}}]',
    motto: 'Thank you for being with us all the way',
    avatarAlt: "{{name}}'s avatar",
    projectLabel: 'Project',
    invite: 'Invite friends',
    viewCertificate: 'View certificate',
    certificatePending: 'The certificate is being made',
    home: 'Back to home',
    mine: 'Personal centre',
    notFoundTitle: 'Donation not found',
    notFoundBody: 'The order does not exist, is not paid yet, or belongs to another account.',
    givingDay: 'See the giving day',
  },
  share: {
    detail: 'Invite your friends to support this project',
  },
  alipay: {
    wechatTitle: 'Please open this page in a browser',
    wechatStep1: 'Tap the ··· button at the top right',
    wechatStep2: 'Choose "Open in browser"',
    wechatStep3: 'Pay with Alipay in the browser, then come back to this page',
    miniTitle: 'Please copy the link and open it in a browser',
    miniBody:
      'Alipay cannot be used inside the mini-program. Copy the link and paste it into your phone browser to pay.',
    copy: 'Copy link',
    copied: 'Copied',
    copyFailed: 'Copy failed, please long-press the link to copy it',
    redirecting: 'Redirecting to Alipay…',
    unavailableTitle: 'Alipay payment is not available',
    unavailableBody:
      'Alipay is not open yet. Please go back to the donation form and choose another payment method.',
    waiting: 'This page moves on by itself once the payment is done; please keep it open',
    missingOrder: 'The order number is missing',
    unknownOrder: 'The order does not exist or belongs to another account',
  },
};

registerMessages('payment', zh, en);
