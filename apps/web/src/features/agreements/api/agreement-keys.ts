/** Keys under ['user'] belong to the session: login and logout drop them. */
export const AGREEMENTS_KEY = ['user', 'agreements'] as const;
