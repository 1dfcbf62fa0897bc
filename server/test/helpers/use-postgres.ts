if (!process.env.DATABASE_URL) throw new Error('the postgres server project needs DATABASE_URL');
process.env.TEST_DATABASE = 'postgres';
