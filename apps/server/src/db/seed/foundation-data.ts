import type { awards, foundation, receiptConfig, settings } from '../schema/site.ts';
import type { DemoImages } from './images.ts';

export const DEMO_FOUNDATION_TITLE = '示范大学教育发展基金会';

const AGREEMENT_HTML = [
  '<h3>示范大学教育发展基金会捐赠协议</h3>',
  '<p>为支持示范大学教育事业发展，捐赠人（以下简称“甲方”）自愿向示范大学教育发展基金会（以下简称“乙方”）捐赠财产。根据《中华人民共和国民法典》《中华人民共和国慈善法》及相关法律法规，双方本着平等、自愿、诚信的原则，达成如下协议。</p>',
  '<h4>第一条 捐赠财产</h4>',
  '<p>甲方通过本平台在线捐赠的资金或物资，以实际到账金额或实际交付数量为准。捐赠资金将按照甲方选择的捐赠项目定向使用；未指定项目的，由乙方统筹用于学校教育事业发展。</p>',
  '<h4>第二条 双方权利与义务</h4>',
  '<p>甲方有权了解捐赠财产的使用和管理情况，并对乙方提出意见和建议。乙方应当严格按照捐赠项目的用途使用捐赠财产，建立健全财务管理制度，接受审计和社会监督，并定期在本平台公示项目进展与资金使用情况。</p>',
  '<h4>第三条 捐赠票据与证书</h4>',
  '<p>乙方在收到捐赠后，按照甲方申请开具公益事业捐赠票据，票据可依法用于个人所得税或企业所得税的税前扣除。甲方可申请电子或纸质捐赠证书，乙方将在七个工作日内办理。</p>',
  '<h4>第四条 冠名与鸣谢</h4>',
  '<p>冠名类捐赠项目的冠名内容须符合法律法规和社会公序良俗，乙方有权对冠名文字进行审核。冠名期限以项目说明为准；未注明期限的，在冠名对象存续期间有效。</p>',
  '<h4>第五条 其他</h4>',
  '<p>甲方勾选“我已阅读并同意”并完成支付，即视为签署本协议。本协议自捐赠财产到达乙方账户之日起生效。因本协议发生的争议，双方应友好协商解决；协商不成的，可向乙方所在地人民法院提起诉讼。</p>',
].join('');

const AGREEMENT_HTML_EN = [
  '<h3>Donation Agreement of the Demo University Education Development Foundation</h3>',
  '<p>To support education at Demo University, the donor (Party A) gives property of their own free will to the Demo University Education Development Foundation (Party B). Under the Civil Code and the Charity Law of the People’s Republic of China and related laws and regulations, the parties agree as follows, on the principles of equality, free will and good faith.</p>',
  '<h4>Article 1 The donated property</h4>',
  '<p>Money or goods Party A gives online through this platform are counted as the amount received or the quantity delivered. Money is used for the project Party A chose; where no project was chosen, Party B uses it for the university’s education as a whole.</p>',
  '<h4>Article 2 Rights and duties</h4>',
  '<p>Party A may learn how the donated property is used and managed and may make comments and suggestions. Party B uses the donated property strictly for the project’s purpose, keeps sound financial management, accepts audits and public supervision, and publishes the project’s progress and use of funds on this platform regularly.</p>',
  '<h4>Article 3 Receipts and certificates</h4>',
  '<p>On receiving a gift, Party B issues a public-welfare donation receipt when Party A applies for one; the receipt may be used for income tax deductions as the law allows. Party A may apply for an electronic or paper donation certificate, which Party B provides within seven working days.</p>',
  '<h4>Article 4 Naming and acknowledgement</h4>',
  '<p>The words of a naming gift must comply with laws, regulations and public order and good morals, and Party B may review them. The naming lasts for the term the project states; where none is stated, for as long as the named object exists.</p>',
  '<h4>Article 5 Other terms</h4>',
  '<p>By ticking “I have read and agree” and completing payment, Party A signs this agreement. It takes effect when the donated property reaches Party B’s account. Disputes arising from it are settled by friendly negotiation; failing that, either party may bring a suit at the people’s court where Party B is located.</p>',
].join('');

const AWARD_EXPLAIN = [
  '1. 勋章根据您在本平台已完成支付的捐赠记录自动点亮，退款的捐赠不计入。',
  '2. 累计捐赠金额、捐赠次数、参与项目数均以实时统计为准。',
  '3. 发起一起捐并获得好友支持，可点亮“一呼百应”勋章。',
  '4. 如对勋章统计有疑问，请联系基金会工作人员。',
].join('\n');

const SUCCESS_WORD = [
  '感谢您对示范大学教育事业的慷慨支持！',
  '您的每一份善意，都将化作学子前行的力量。',
  '我们将按照项目用途规范使用每一笔捐赠，并定期公示进展。',
  '欢迎邀请更多校友和朋友一起关注母校发展。',
].join('\n');

export function foundationRow(images: DemoImages): typeof foundation.$inferInsert {
  return {
    id: 1,
    title: DEMO_FOUNDATION_TITLE,
    titleEn: 'Demo University Education Development Foundation',
    awardExplain: AWARD_EXPLAIN,
    isShowTechnicalSupport: true,
    shareTitle: '示范大学教育发展基金会 · 与母校一起成长',
    shareDesc: '每一份捐赠都是对教育的信任，邀您一起为示范大学添砖加瓦。',
    shareImg: images.covers[0]!,
    agreeTitle: '捐赠协议',
    agreeContent: AGREEMENT_HTML,
    agreeTitleEn: 'Donation Agreement',
    agreeContentEn: AGREEMENT_HTML_EN,
    loginBg: images.loginBg,
    successWord: SUCCESS_WORD,
    // A made-up account, shown on the agreement flow's account page.
    bankName: '中国工商银行示范市分行营业部',
    bankAccountName: DEMO_FOUNDATION_TITLE,
    bankAccountNo: '4301 0100 0920 0123 456',
  };
}

export function settingRows(images: DemoImages): Array<typeof settings.$inferInsert> {
  return [
    {
      key: 'donateu_alumni_auth_skip',
      value: JSON.stringify({
        appid: 'wx5d3a9c2e71b04f68',
        path: 'pages/alumni/auth',
        originalId: 'gh_8c41d2e7a9f3',
      }),
    },
    { key: 'school_logo', value: images.logo },
    { key: 'is_open_login', value: '1' },
  ];
}

export const RECEIPT_CONFIG: typeof receiptConfig.$inferInsert = {
  id: 1,
  isOpenReceipt: true,
  isOpenPaper: true,
  validType: 1,
  isCreditCode: true,
  receiptTypeList: ['1', '2'],
  receiptWayPaperList: ['1', '2'],
  receiptWayElectronicList: ['3', '4'],
  pickUpAddress: '示范大学行政楼 305 室（教育发展基金会办公室）',
  pickUpName: '周老师',
  pickUpMobile: '010-62750000',
};

export function awardRows(images: DemoImages): Array<typeof awards.$inferInsert> {
  const rows: Array<Omit<typeof awards.$inferInsert, 'picture' | 'sort'>> = [
    {
      id: 1,
      name: '初心捐赠',
      nameEn: 'First Gift',
      description: '完成第一笔捐赠，感谢您迈出支持母校的第一步。',
      descriptionEn: 'Made a first gift: thank you for the first step in supporting your school.',
      ruleKind: 'donate_count',
      ruleThreshold: 1,
    },
    {
      id: 2,
      name: '爱心使者',
      nameEn: 'Kindness Envoy',
      description: '累计完成 5 笔捐赠，爱心持续传递。',
      descriptionEn: 'Made 5 gifts in all, passing kindness on.',
      ruleKind: 'donate_count',
      ruleThreshold: 5,
    },
    {
      id: 3,
      name: '慷慨解囊',
      nameEn: 'Generous Giver',
      description: '累计捐赠金额达到 1,000 元。',
      descriptionEn: 'Gave ¥1,000 in all.',
      ruleKind: 'donate_money_fen',
      ruleThreshold: 100_000,
    },
    {
      id: 4,
      name: '多方助力',
      nameEn: 'Many Causes',
      description: '参与 3 个不同的捐赠项目。',
      descriptionEn: 'Gave to 3 different projects.',
      ruleKind: 'items_count',
      ruleThreshold: 3,
    },
    {
      id: 5,
      name: '一呼百应',
      nameEn: 'Rallying Call',
      description: '发起一次“一起捐”，号召亲友共同支持。',
      descriptionEn: 'Launched a together donation and asked friends to join.',
      ruleKind: 'together_launch',
      ruleThreshold: 1,
    },
    {
      id: 6,
      name: '乐善好施',
      nameEn: 'Great Benefactor',
      description: '累计捐赠金额达到 10,000 元。',
      descriptionEn: 'Gave ¥10,000 in all.',
      ruleKind: 'donate_money_fen',
      ruleThreshold: 1_000_000,
    },
  ];
  return rows.map((row, index) => ({
    ...row,
    picture: images.badges[index % images.badges.length]!,
    sort: index,
  }));
}
