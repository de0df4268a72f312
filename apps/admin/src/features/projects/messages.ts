import { registerMessages } from '../../i18n/register-messages.ts';
import { en } from './messages-en.ts';
import { zh } from './messages-zh.ts';
import './messages-certificate.ts';
import './messages-english.ts';
import './messages-leaving.ts';

registerMessages('projects', zh, en);
