import type { TPayData } from '@alma/shared/api/donate';
import type { PayAction } from '../../integrations/payments/payment-provider.ts';

/**
 * The provider's action as the spec's client reads `data.data` (doc 2 §7): JSAPI parameters
 * (with both spellings of package), a URL string to open, or nothing.
 */
export function toPayData(action: PayAction): TPayData {
  switch (action.kind) {
    case 'jsapi':
      return { ...action.params, packageValue: action.params.package };
    case 'redirect':
    case 'cashier':
      return action.url;
    case 'form':
      return action.html;
    case 'none':
      return null;
  }
}
