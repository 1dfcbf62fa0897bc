process.env.TEST_DATABASE = 'pglite';
