import { isDatabaseUnreachable } from '../src/db/unreachable';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

it('knows a database out of reach from a statement that was refused', () => {
  expect(isDatabaseUnreachable(withCode('ECONNREFUSED'))).toBe(true);
  expect(isDatabaseUnreachable(withCode('57P01'))).toBe(true);
  expect(isDatabaseUnreachable(withCode('57P03'))).toBe(true);
  expect(isDatabaseUnreachable(withCode('08006'))).toBe(true);
  expect(isDatabaseUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true);
  expect(isDatabaseUnreachable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  expect(isDatabaseUnreachable(new Error('Query read timeout'))).toBe(true);
  expect(isDatabaseUnreachable(new AggregateError([withCode('ECONNREFUSED')]))).toBe(true);

  expect(isDatabaseUnreachable(withCode('23505', 'duplicate key value'))).toBe(false);
  expect(isDatabaseUnreachable(withCode('42P01', 'relation does not exist'))).toBe(false);
  expect(isDatabaseUnreachable(new Error('something else'))).toBe(false);
  expect(isDatabaseUnreachable('ECONNREFUSED')).toBe(false);
});
