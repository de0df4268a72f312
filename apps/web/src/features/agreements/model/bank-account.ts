import type { TBaseConfig } from '@alma/shared/api/site';

export type BankAccount = { bankName: string; accountName: string; accountNo: string };

/** The account page's transfer details from index/baseConfig; a server without them shows nothing. */
export function bankAccountOf(config: Partial<TBaseConfig> | undefined): BankAccount {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return {
    bankName: text(config?.bankName),
    accountName: text(config?.bankAccountName),
    accountNo: text(config?.bankAccountNo),
  };
}

/** An account number as a bank's form takes it: the digits without the spaces it is shown with. */
export function copyableAccountNo(accountNo: string): string {
  return accountNo.replace(/\s+/g, '');
}
