/**
 * A donation agreement's life (doc 4 §4, issue 23). The agreement is the document; each signing
 * makes a new version, and a signed version never changes (a new signature is a new version):
 *
 *   GENERATED ──sign──▶ SIGNED ──seal──▶ SEALED ──receiveFunds──▶ FUNDS_RECEIVED
 *       │                 │ ▲              │
 *       │                 └─┘sign          │ sign (a new version, sealed again)
 *       └─────────────────┴──void──────────┴──▶ VOID
 *
 * - generate: the agreement made from the donor's form (the unilateral text, unsigned);
 * - sign: the donor's handwritten signature and the evidence page make a version; signing again
 *   (a second try, a better signature) makes the next version, the earlier ones stay as they were;
 * - seal: the foundation's certificate seals the current version (a job, started by the signing);
 * - receiveFunds: finance records the transfer the agreement promised (one agreement, one order);
 * - void: staff withdraw it, with a reason; money received is refunded, never voided away.
 */
export const AGREEMENT_STATUSES = ['GENERATED', 'SIGNED', 'SEALED', 'FUNDS_RECEIVED', 'VOID'] as const;
export type TAgreementStatus = (typeof AGREEMENT_STATUSES)[number];

export const AGREEMENT_MOVES = ['sign', 'seal', 'receiveFunds', 'void'] as const;
export type TAgreementMove = (typeof AGREEMENT_MOVES)[number];

const MOVES: Readonly<Record<TAgreementStatus, Readonly<Partial<Record<TAgreementMove, TAgreementStatus>>>>> =
  {
    GENERATED: { sign: 'SIGNED', void: 'VOID' },
    SIGNED: { sign: 'SIGNED', seal: 'SEALED', void: 'VOID' },
    SEALED: { sign: 'SIGNED', receiveFunds: 'FUNDS_RECEIVED', void: 'VOID' },
    FUNDS_RECEIVED: {},
    VOID: {},
  };

/** Where `move` takes an agreement in `from`; null when the machine has no such arrow. */
export function nextAgreementStatus(from: TAgreementStatus, move: TAgreementMove): TAgreementStatus | null {
  return MOVES[from][move] ?? null;
}

/** The statuses `move` may start from: the repository's conditional updates are written from these. */
export function agreementStatusesThatCan(move: TAgreementMove): TAgreementStatus[] {
  return AGREEMENT_STATUSES.filter((status) => nextAgreementStatus(status, move) !== null);
}

/** Where `move` takes an agreement, from whichever status it may start from (each move has one target). */
export function agreementStatusAfter(move: TAgreementMove): TAgreementStatus {
  const [from] = agreementStatusesThatCan(move);
  const to = from ? nextAgreementStatus(from, move) : null;
  if (!to) throw new Error(`the agreement machine has no ${move}`);
  return to;
}

export function isAgreementStatus(value: unknown): value is TAgreementStatus {
  return typeof value === 'string' && (AGREEMENT_STATUSES as readonly string[]).includes(value);
}

/** The two flows of doc 4: the cpu contract (a project and an ID number) and the hhu tree agreement. */
export const AGREEMENT_FLOWS = ['cpu', 'hhu'] as const;
export type TAgreementFlow = (typeof AGREEMENT_FLOWS)[number];
