import { registerMessages } from '../../i18n/register-messages.ts';

/** The campus-card section of the donation form (doc 2 §2.1, §5, §8). */
const zh = {
  title: '校园卡信息',
  studentNo: '学工号',
  studentNoPlaceholder: '请输入学工号',
  password: '密码',
  passwordPlaceholder: '请输入校园卡密码',
  hint: '初始密码为身份证号后六位，x用1代替',
  queryBalance: '查询余额',
  querying: '查询中…',
  balance: '余额：¥{{balance}}',
  balanceFailed: '读取余额失败',
  enterStudentNo: '请输入学工号',
  enterPassword: '请输入校园卡密码',
  insufficient: '一卡通余额不足',
};

const en: typeof zh = {
  title: 'Campus card',
  studentNo: 'Student/staff no.',
  studentNoPlaceholder: 'Enter your student or staff number',
  password: 'Password',
  passwordPlaceholder: 'Enter your campus card password',
  hint: 'The initial password is the last six digits of your ID number, with x written as 1',
  queryBalance: 'Check balance',
  querying: 'Checking…',
  balance: 'Balance: ¥{{balance}}',
  balanceFailed: 'Could not read the balance',
  enterStudentNo: 'Please enter your student or staff number',
  enterPassword: 'Please enter your campus card password',
  insufficient: 'The campus card balance is not enough',
};

registerMessages('campusCard', zh, en);
