import { type FormField, formField } from '@alma/shared/validation/form-fields';

const IDENTITIES = [
  { id: 1, title: '校友', titleEn: 'Alumnus' },
  { id: 2, title: '在校生', titleEn: 'Student' },
  { id: 3, title: '教职工', titleEn: 'Staff' },
  { id: 4, title: '社会人士', titleEn: 'Friend of the university' },
];

/**
 * The donation-info fields of the book project: one of every field type the spec names, with
 * chained conditions (identity → college → class year) so the demo shows each rule. Labels, tips
 * and choices have the English texts an English-mode donor reads.
 */
export const BOOK_DONOR_FIELDS: readonly FormField[] = [
  formField({
    fieldName: 'name',
    fieldShowName: '姓名',
    fieldShowNameEn: 'Name',
    fieldUiType: 'input',
    inputTip: '请输入您的姓名',
    inputTipEn: 'Your name',
    isRequire: 1,
    isLengthLimit: 1,
    lengthMin: 2,
    lengthMax: 20,
  }),
  formField({
    fieldName: 'mobile',
    fieldShowName: '手机号',
    fieldShowNameEn: 'Mobile',
    fieldUiType: 'mobile',
    isRequire: 1,
  }),
  formField({
    fieldName: 'identity',
    fieldShowName: '身份',
    fieldShowNameEn: 'You are',
    fieldUiType: 'radio',
    isRequire: 1,
    optionList: IDENTITIES,
  }),
  formField({
    fieldName: 'college',
    fieldShowName: '所在学院',
    fieldShowNameEn: 'School',
    fieldUiType: 'select',
    isRequire: 1,
    isShowConfig: 1,
    conditionFieldName: 'identity',
    conditionFieldValue: '1,2,3',
    optionList: [
      { id: 'lit', title: '文学院', titleEn: 'Literature' },
      { id: 'sci', title: '理学院', titleEn: 'Science' },
      { id: 'eng', title: '工程学院', titleEn: 'Engineering' },
      { id: 'med', title: '医学院', titleEn: 'Medicine' },
    ],
  }),
  formField({
    fieldName: 'enrolYear',
    fieldShowName: '入学年份',
    fieldShowNameEn: 'Year of entry',
    fieldUiType: 'year',
    isShowConfig: 1,
    conditionFieldName: 'identity',
    conditionFieldValue: '1,2',
  }),
  formField({
    fieldName: 'birthday',
    fieldShowName: '出生日期',
    fieldShowNameEn: 'Date of birth',
    fieldUiType: 'date',
  }),
  formField({
    fieldName: 'region',
    fieldShowName: '所在地区',
    fieldShowNameEn: 'Region',
    fieldUiType: 'area',
  }),
  formField({
    fieldName: 'topics',
    fieldShowName: '希望捐赠的图书类别',
    fieldShowNameEn: 'Kinds of books to give',
    fieldUiType: 'select2',
    optionList: [
      { id: 'hum', title: '人文社科', titleEn: 'Humanities' },
      { id: 'sci', title: '科普读物', titleEn: 'Popular science' },
      { id: 'art', title: '艺术设计', titleEn: 'Art and design' },
      { id: 'cls', title: '经典名著', titleEn: 'Classics' },
    ],
  }),
  formField({
    fieldName: 'bookplate',
    fieldShowName: '藏书票署名',
    fieldShowNameEn: 'Sign the bookplate',
    fieldUiType: 'switch',
  }),
  formField({
    fieldName: 'bookplateName',
    fieldShowName: '署名文字',
    fieldShowNameEn: 'Bookplate signature',
    fieldUiType: 'input',
    inputTip: '请输入藏书票上的署名',
    inputTipEn: 'The name on the bookplate',
    isRequire: 1,
    isShowConfig: 1,
    conditionFieldName: 'bookplate',
    conditionFieldValue: '1',
    isLengthLimit: 1,
    lengthMax: 12,
  }),
  formField({
    fieldName: 'copies',
    fieldShowName: '同行捐书人数',
    fieldShowNameEn: 'People giving with you',
    fieldUiType: 'number',
    inputTip: '选填，如与同学一起捐赠',
    inputTipEn: 'Optional, if you give with classmates',
  }),
  formField({
    fieldName: 'visitAt',
    fieldShowName: '预约参观图书馆时间',
    fieldShowNameEn: 'Visit the library on',
    fieldUiType: 'datetime',
  }),
  formField({
    fieldName: 'alumniCard',
    fieldShowName: '校友卡查询码',
    fieldShowNameEn: 'Alumni card code',
    fieldUiType: 'password',
    inputTip: '选填，用于核对校友身份',
    inputTipEn: 'Optional, to confirm you are an alumnus',
    isShowConfig: 1,
    conditionFieldName: 'identity',
    conditionFieldValue: '1',
  }),
  formField({
    fieldName: 'wish',
    fieldShowName: '寄语',
    fieldShowNameEn: 'A message',
    fieldUiType: 'textarea',
    inputTip: '写给读到这本书的同学（选填）',
    inputTipEn: 'To the student who reads this book (optional)',
  }),
];

/**
 * The riverside tree agreement's donor (doc 4 §5: before signing, the donor's name and mobile are
 * needed and the donor's kind chosen): the agreement is made out to them.
 */
export const TREE_AGREEMENT_FIELDS: readonly FormField[] = [
  formField({
    fieldName: 'name',
    fieldShowName: '捐赠人姓名',
    fieldShowNameEn: 'Donor name',
    fieldUiType: 'input',
    inputTip: '请输入捐赠人姓名',
    inputTipEn: 'The donor’s name',
    isRequire: 1,
    isLengthLimit: 1,
    lengthMin: 2,
    lengthMax: 20,
  }),
  formField({
    fieldName: 'mobile',
    fieldShowName: '手机号',
    fieldShowNameEn: 'Mobile',
    fieldUiType: 'mobile',
    inputTip: '请输入手机号',
    inputTipEn: 'Your mobile',
    isRequire: 1,
  }),
  formField({
    fieldName: 'identity',
    fieldShowName: '捐赠人类型',
    fieldShowNameEn: 'Donor kind',
    fieldUiType: 'radio',
    inputTip: '请选择捐赠人类型',
    inputTipEn: 'Choose the donor kind',
    isRequire: 1,
    optionList: IDENTITIES,
  }),
];
