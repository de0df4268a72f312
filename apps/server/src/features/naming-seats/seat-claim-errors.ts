import { AppError } from '@alma/shared/errors/app-error';

/**
 * A seat someone else holds or has named. The order path answers it as -1 with
 * '{seat}已被认捐，请重新选择'; `seatId` lets it tell the chooser which seat to drop.
 */
export class SeatTakenError extends AppError {
  readonly seatId: number;
  readonly seatLabel: string;

  constructor(seatId: number, seatLabel: string) {
    super('CONFLICT', 'naming.seatTaken', { seat: seatLabel });
    this.name = 'SeatTakenError';
    this.seatId = seatId;
    this.seatLabel = seatLabel;
  }
}

/** PostgreSQL's unique_violation: the live-claim index refused a second claim on a seat. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
