import { TRACKING_NO } from '@alma/shared/documents/couriers';
import { registerMessages } from '../i18n/register-messages.ts';

/** The courier form and the tracking link, shared by the certificate and receipt screens. */
const zh = {
  company: '快递公司',
  companyPick: '选择快递公司',
  companyRequired: '请从列表中选择快递公司',
  companyName: '快递公司名称',
  companyNameRequired: '请填写快递公司名称',
  number: '快递单号',
  numberInvalid: `快递单号为 ${TRACKING_NO.min}–${TRACKING_NO.max} 位字母、数字或“-”`,
  hint: '寄出后状态改为已邮寄，捐赠人可在详情中查看快递信息。',
  correct: '修改快递',
  correctHint: '改正寄出时填错的快递公司或单号；状态不变，捐赠人看到改正后的信息，修改记入操作日志。',
  corrected: '快递信息已修改',
  track: '在快递公司网站查看物流',
};

const en: typeof zh = {
  company: 'Courier',
  companyPick: 'Choose a courier',
  companyRequired: 'Choose the courier from the list',
  companyName: 'Courier name',
  companyNameRequired: 'Enter the courier’s name',
  number: 'Tracking number',
  numberInvalid: `A tracking number is ${TRACKING_NO.min}–${TRACKING_NO.max} letters, digits or “-”`,
  hint: 'Once sent the status becomes Mailed; the donor sees the courier details.',
  correct: 'Correct courier',
  correctHint:
    'Fix a courier or tracking number entered wrongly when it was mailed; the status stays, the donor sees the correction, and it is kept in the audit log.',
  corrected: 'Courier details corrected',
  track: 'Track on the courier’s site',
};

registerMessages('express', zh, en);
