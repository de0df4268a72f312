/**
 * The stand-ins a demo runs on. A production server (NODE_ENV or ALMA_ENV = production) refuses to
 * start with any of them unless the operator names it in ALMA_ALLOW_DEMO: a donor must never pay a
 * sandbox, wait for an SMS that went to a log, or get a receipt no fiscal platform issued.
 */
export const DEMO_PARTS = {
  'demo-data': 'demo projects, donors and staff accounts (ALMA_DEMO)',
  'sandbox-pay': 'the sandbox cashier (PAY_PROVIDERS …:sandbox)',
  'sandbox-bill': 'lines added to the sandbox bill (PAY_SANDBOX_BILL_FILE)',
  'demo-campus-card': 'the demo campus card ledger (PAY_PROVIDERS …:campus-card)',
  'demo-wechat': 'the local WeChat authorisation page (WECHAT_PROVIDER=demo)',
  'log-sms': 'SMS codes written to the server log (SMS_PROVIDER=log)',
  'demo-receipts': 'e-receipts numbered by Alma itself, not a fiscal platform',
  'demo-seal': 'agreements sealed with a self-signed demo certificate (AGREEMENT_SEAL_P12_FILE unset)',
  'file-mail': 'mail kept as files in DATA_DIR/mail-outbox (SMTP_URL unset)',
} as const;
export type DemoPart = keyof typeof DEMO_PARTS;

const DEMO_PART_NAMES = Object.keys(DEMO_PARTS) as DemoPart[];
export const isDemoPart = (name: string): name is DemoPart => (DEMO_PART_NAMES as string[]).includes(name);
