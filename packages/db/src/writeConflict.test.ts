import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './testing.ts';
import { writeConflictOf } from './writeConflict.ts';

describe('writeConflictOf', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const failureOf = (write: Promise<unknown>) =>
    write.then(
      () => expect.fail('the write went through'),
      (error: unknown) => error,
    );

  it('names the fields of the unique index a second write hit', async () => {
    const account = { email: 'twice@example.test', name: 'Twice', passwordHash: 'x' };
    await database.db.prisma.account.create({ data: account });
    expect(writeConflictOf(await failureOf(database.db.prisma.account.create({ data: account })))).toEqual(['email']);
  });

  it('is null for anything else', async () => {
    expect(
      writeConflictOf(
        await failureOf(
          database.db.prisma.account.update({ where: { email: 'nobody@example.test' }, data: { name: 'x' } }),
        ),
      ),
    ).toBeNull();
    expect(writeConflictOf(new Error('unique'))).toBeNull();
  });
});
