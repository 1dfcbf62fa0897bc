// Seeding a fresh database takes seconds, more on a busy 2-core machine: jest's 5 s default
// failed whole files in their beforeAll.
jest.setTimeout(60_000);
