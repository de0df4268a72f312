import { type FormField, formField } from '@alma/shared/validation/form-fields';

const IDENTITIES = [
  { id: 1, title: '校友' },
  { id: 2, title: '在校生' },
  { id: 3, title: '教职工' },
  { id: 4, title: '社会人士' },
];

/**
 * The donation-info fields of the book project: one of every field type the spec names, with
 * chained conditions (identity → college → class year) so the demo shows each rule.
 */
export const BOOK_DONOR_FIELDS: readonly FormField[] = [
  formField({
    fieldName: 'name',
    fieldShowName: '姓名',
    fieldUiType: 'input',
    inputTip: '请输入您的姓名',
    isRequire: 1,
    isLengthLimit: 1,
    lengthMin: 2,
    lengthMax: 20,
  }),
  formField({ fieldName: 'mobile', fieldShowName: '手机号', fieldUiType: 'mobile', isRequire: 1 }),
  formField({
    fieldName: 'identity',
    fieldShowName: '身份',
    fieldUiType: 'radio',
    isRequire: 1,
    optionList: IDENTITIES,
  }),
  formField({
    fieldName: 'college',
    fieldShowName: '所在学院',
    fieldUiType: 'select',
    isRequire: 1,
    isShowConfig: 1,
    conditionFieldName: 'identity',
    conditionFieldValue: '1,2,3',
    optionList: [
      { id: 'lit', title: '文学院' },
      { id: 'sci', title: '理学院' },
      { id: 'eng', title: '工程学院' },
      { id: 'med', title: '医学院' },
    ],
  }),
  formField({
    fieldName: 'enrolYear',
    fieldShowName: '入学年份',
    fieldUiType: 'year',
    isShowConfig: 1,
    conditionFieldName: 'identity',
    conditionFieldValue: '1,2',
  }),
  formField({ fieldName: 'birthday', fieldShowName: '出生日期', fieldUiType: 'date' }),
  formField({ fieldName: 'region', fieldShowName: '所在地区', fieldUiType: 'area' }),
  formField({
    fieldName: 'topics',
    fieldShowName: '希望捐赠的图书类别',
    fieldUiType: 'select2',
    optionList: [
      { id: 'hum', title: '人文社科' },
      { id: 'sci', title: '科普读物' },
      { id: 'art', title: '艺术设计' },
      { id: 'cls', title: '经典名著' },
    ],
  }),
  formField({ fieldName: 'bookplate', fieldShowName: '藏书票署名', fieldUiType: 'switch' }),
  formField({
    fieldName: 'bookplateName',
    fieldShowName: '署名文字',
    fieldUiType: 'input',
    inputTip: '请输入藏书票上的署名',
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
    fieldUiType: 'number',
    inputTip: '选填，如与同学一起捐赠',
  }),
  formField({ fieldName: 'visitAt', fieldShowName: '预约参观图书馆时间', fieldUiType: 'datetime' }),
  formField({
    fieldName: 'alumniCard',
    fieldShowName: '校友卡查询码',
    fieldUiType: 'password',
    inputTip: '选填，用于核对校友身份',
    isShowConfig: 1,
    conditionFieldName: 'identity',
    conditionFieldValue: '1',
  }),
  formField({
    fieldName: 'wish',
    fieldShowName: '寄语',
    fieldUiType: 'textarea',
    inputTip: '写给读到这本书的同学（选填）',
  }),
];
