import { registerMessages } from '../../i18n/register-messages.ts';

/**
 * The words of the English inputs beside the Chinese ones (categories, projects, sub-projects,
 * form fields): what an English-mode donor sees instead, or the Chinese when left empty.
 */
const zh = {
  hint: '英文界面的捐赠者看到英文；留空则显示中文',
  name: '英文名称',
  intro: '英文简介',
  materialName: '英文物资名称',
  materialUnit: '英文单位',
  fieldShowName: '英文名称',
  inputTip: '英文输入提示',
  optionTitle: '英文',
  preview: '预览语言',
  chinese: '中文',
  english: 'English',
};

const en: typeof zh = {
  hint: 'Donors who read English see this; left empty, they see the Chinese',
  name: 'English name',
  intro: 'English introduction',
  materialName: 'English material name',
  materialUnit: 'English unit',
  fieldShowName: 'English label',
  inputTip: 'English input tip',
  optionTitle: 'English',
  preview: 'Preview in',
  chinese: '中文',
  english: 'English',
};

registerMessages('englishTexts', zh, en);
