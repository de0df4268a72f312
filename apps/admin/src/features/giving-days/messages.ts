import { registerMessages } from '../../i18n/register-messages.ts';
import { en } from './messages-en.ts';
import { zh } from './messages-zh.ts';

registerMessages('givingDays', zh, en);
