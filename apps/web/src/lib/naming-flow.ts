import { useLocation } from 'react-router';

/**
 * Which set of routes a naming order walks through. The seat chooser, the naming form, the
 * nameplate editor and the success page are one engine; a campaign (doc 4 §2.1: seat-naming-jnu
 * with /seat, /form, /edit, /success) serves the same screens under its own route names, and each
 * step must lead to the next step of the same campaign, the payment's return included.
 *
 * The flow is read from the address the screen is on, so a shared or reloaded link stays inside
 * its campaign; the payment's return (pay-back, which the provider opens) cannot carry it, so the
 * flow of each placed order is remembered by its bill number.
 */
export type NamingFlowName = 'default' | 'jnu' | 'hhu';

export type NamingFlow = {
  name: NamingFlowName;
  /** The route the flow's screens sit under ('' for the general routes). */
  prefix: string;
  /** Only verified alumni may name in this flow (doc 4 §1, §6): the chooser checks first. */
  alumniOnly: boolean;
};

const FLOWS: Record<NamingFlowName, NamingFlow> = {
  default: { name: 'default', prefix: '', alumniOnly: false },
  jnu: { name: 'jnu', prefix: '/seat-naming-jnu', alumniOnly: true },
  /** The riverside trees (doc 4 §2.3): tree-naming-hhu/form and /success, the form signing an agreement. */
  hhu: { name: 'hhu', prefix: '/tree-naming-hhu', alumniOnly: false },
};

export const DEFAULT_FLOW = FLOWS.default;

/** The flow of a route path: under a campaign's prefix (/seat-naming-jnu/, /tree-naming-hhu/) its own, else the general one. */
export function flowOfPath(pathname: string): NamingFlow {
  if (pathname.startsWith(`${FLOWS.jnu.prefix}/`)) return FLOWS.jnu;
  if (pathname.startsWith(`${FLOWS.hhu.prefix}/`)) return FLOWS.hhu;
  return FLOWS.default;
}

export function flowNamed(name: unknown): NamingFlow {
  return name === 'jnu' || name === 'hhu' ? FLOWS[name] : FLOWS.default;
}

/** The flow of the screen being drawn. */
export function useNamingFlow(): NamingFlow {
  return flowOfPath(useLocation().pathname);
}

/** The seat chooser of the flow: seat?id= or seat-naming-jnu/seat?id=. */
export function seatPath(flow: NamingFlow, itemsId: number): string {
  return `${flow.prefix}/seat?id=${itemsId}`;
}

/** The naming form: form-gm?id=&namingType= or seat-naming-jnu/form?id=&namingType=. */
export function formPath(flow: NamingFlow, itemsId: number, namingType: 1 | 2): string {
  const route = flow.prefix ? `${flow.prefix}/form` : '/form-gm';
  return `${route}?id=${itemsId}&namingType=${namingType}`;
}

/** Whether a route path is the flow's naming form. */
export function isFormRoute(flow: NamingFlow, pathname: string): boolean {
  return pathname === (flow.prefix ? `${flow.prefix}/form` : '/form-gm');
}

/** The nameplate editor: edit?id=&namingType=&name= under the flow's prefix. */
export function editPath(flow: NamingFlow, itemsId: number, namingType: 1 | 2, name: string): string {
  const query = new URLSearchParams({ id: String(itemsId), namingType: String(namingType), name });
  return `${flow.prefix}/edit?${query}`;
}

/** The success page of a paid order: success?billNo= under the flow's prefix. */
export function successPath(flow: NamingFlow, billNo: string): string {
  return `${flow.prefix}/success?billNo=${encodeURIComponent(billNo)}`;
}

const BILLS_KEY = 'naming.flowBills';
/** A few recent orders are enough: the return comes within minutes of placing the order. */
const BILLS_KEPT = 10;

type BillFlow = [billNo: string, flow: NamingFlowName];

function readBills(): BillFlow[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(BILLS_KEY) ?? '[]');
    return Array.isArray(value)
      ? value.filter(
          (entry): entry is BillFlow =>
            Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/** Remembers the flow an order was placed in (only a campaign's: the default needs no entry). */
export function rememberBillFlow(billNo: string, flow: NamingFlow): void {
  if (flow.name === 'default') return;
  const kept = readBills().filter(([bill]) => bill !== billNo);
  kept.push([billNo, flow.name]);
  localStorage.setItem(BILLS_KEY, JSON.stringify(kept.slice(-BILLS_KEPT)));
}

/** The flow an order was placed in; the general one when this browser did not place it. */
export function flowOfBill(billNo: string): NamingFlow {
  return flowNamed(readBills().find(([bill]) => bill === billNo)?.[1]);
}
