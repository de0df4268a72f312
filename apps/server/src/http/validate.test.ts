import { ITEMS_SEARCH_MAX_LENGTH, ZIdQuery, ZItemsListQuery } from '@alma/shared/api/items';
import { AppError } from '@alma/shared/errors/app-error';
import { describe, expect, it } from 'vitest';
import { parseInput } from './validate.ts';

function failure(run: () => unknown): { key: string; field: unknown } {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { key: error.messageKey, field: error.params.field };
  }
  throw new Error('expected an AppError');
}

describe('parseInput', () => {
  it.each([
    [{}, 'error.missingField'],
    [{ id: '' }, 'error.missingField'],
    [{ id: 'abc' }, 'error.invalidField'],
    [{ id: '-3' }, 'error.invalidField'],
    [{ id: '1.5' }, 'error.invalidField'],
  ])('%j → %s naming id', (query, key) => {
    expect(failure(() => parseInput(ZIdQuery, query))).toEqual({ key, field: 'id' });
  });

  it('applies defaults and coerces query text', () => {
    expect(parseInput(ZItemsListQuery, { limit: '20', typeId: '3' })).toMatchObject({
      limit: 20,
      offset: 0,
      typeId: 3,
    });
  });

  it('a rule with a message of its own sends it, with the limit', () => {
    const tooLong = (() => {
      try {
        parseInput(ZItemsListQuery, { s: '长'.repeat(ITEMS_SEARCH_MAX_LENGTH + 1) });
      } catch (error) {
        if (error instanceof AppError) return { key: error.messageKey, params: error.params };
      }
      return null;
    })();
    expect(tooLong).toEqual({
      key: 'items.searchTooLong',
      params: { field: 's', max: ITEMS_SEARCH_MAX_LENGTH },
    });
    expect(parseInput(ZItemsListQuery, { s: ` ${'长'.repeat(ITEMS_SEARCH_MAX_LENGTH)} ` }).s).toHaveLength(
      ITEMS_SEARCH_MAX_LENGTH,
    );
  });

  it('treats a missing body as empty input', () => {
    expect(failure(() => parseInput(ZIdQuery, undefined))).toEqual({
      key: 'error.missingField',
      field: 'id',
    });
  });
});
