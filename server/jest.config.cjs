// The server suite against embedded PGlite; jest.postgres.config.cjs runs it against DATABASE_URL.
module.exports = require('./jest.server-preset.cjs')('pglite');
