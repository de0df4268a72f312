import { registerMessages } from '../../i18n/register-messages.ts';

/** Strings of the nameplate editor (doc 2 §2.3) and the nameplate detail page (doc 4 §2.3). */
const zh = {
  edit: {
    previewTitle: '铭牌预览',
    position: '第 {{current}}/{{total}} 块',
    previous: '上一块',
    next: '下一块',
    modeTitle: '填写方式',
    modeAll: '统一填写',
    modeEach: '逐个填写',
    modeAllHint: '{{total}} 块铭牌使用相同的内容',
    modeEachHint: '左右滑动铭牌，为每一块分别填写',
    fieldsTitle: '铭牌内容',
    fieldsTitleEach: '第 {{current}}/{{total}} 块 · {{label}}',
    donorName: '捐赠人',
    donorNamePlaceholder: '请输入捐赠人',
    donorIdentity: '捐赠人身份',
    donorIdentityPlaceholder: '请输入捐赠人身份',
    useAlumni: '使用“{{label}}”',
    message: '捐赠寄语',
    messagePlaceholder: '请输入捐赠寄语',
    messageCount: '{{count}}/{{max}}',
    exampleTitle: '铭牌示例',
    exampleAlt: '铭牌示例图',
    save: '确定',
    emptyTitle: '没有需要编辑的铭牌',
    emptyBody: '请先在项目中选择要冠名的座位或图书',
    backToProject: '返回项目',
  },
  detail: {
    title: '冠名铭牌',
    notFound: '没有找到这块铭牌',
    logoAlt: '学校标志',
  },
};

const en: typeof zh = {
  edit: {
    previewTitle: 'Nameplate preview',
    position: 'Plate {{current}} of {{total}}',
    previous: 'Previous plate',
    next: 'Next plate',
    modeTitle: 'How to fill in',
    modeAll: 'Same for all',
    modeEach: 'One by one',
    modeAllHint: 'All {{total}} nameplates carry the same text',
    modeEachHint: 'Swipe the nameplates to fill in each one',
    fieldsTitle: 'Nameplate text',
    fieldsTitleEach: 'Plate {{current}} of {{total}} · {{label}}',
    donorName: 'Donor',
    donorNamePlaceholder: 'Please enter the donor',
    donorIdentity: 'Donor identity',
    donorIdentityPlaceholder: 'Please enter the donor identity',
    useAlumni: 'Use “{{label}}”',
    message: 'Message',
    messagePlaceholder: 'Please enter a message',
    messageCount: '{{count}}/{{max}}',
    exampleTitle: 'Nameplate example',
    exampleAlt: 'An example nameplate',
    save: 'OK',
    emptyTitle: 'No nameplates to edit',
    emptyBody: 'Please choose the seats or books to name in the project first',
    backToProject: 'Back to the project',
  },
  detail: {
    title: 'Nameplate',
    notFound: 'This nameplate was not found',
    logoAlt: 'School logo',
  },
};

registerMessages('nameplate', zh, en);
