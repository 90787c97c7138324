import { databaseErrorCode, isDatabaseUnavailable, isUniqueViolation } from './database-errors';

describe('database errors', () => {
  it('reads the SQLSTATE as the driver raised it or as TypeORM wraps it', () => {
    expect(databaseErrorCode({ code: '23503' })).toBe('23503');
    expect(databaseErrorCode({ message: 'query failed', driverError: { code: '57014' } })).toBe('57014');
    expect(databaseErrorCode({ code: '23505', driverError: { code: '23505' } })).toBe('23505');
    expect(databaseErrorCode(new Error('no code'))).toBeUndefined();
    expect(databaseErrorCode({ code: 42 })).toBeUndefined();
    expect(databaseErrorCode(null)).toBeUndefined();
    expect(databaseErrorCode('23505')).toBeUndefined();
  });

  it('tells a unique violation and an unreachable database', () => {
    expect(isUniqueViolation({ driverError: { code: '23505' } })).toBe(true);
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isDatabaseUnavailable({ driverError: { code: 'ECONNREFUSED' } })).toBe(true);
    expect(isDatabaseUnavailable({ code: '23505' })).toBe(false);
  });
});
