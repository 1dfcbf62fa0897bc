module.exports = require('./jest.server-preset.cjs')('postgres');
