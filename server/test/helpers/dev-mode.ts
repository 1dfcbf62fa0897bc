// The server's tests are a test rig: the development aids (the dev OTP reader, the default staff
// key, the dev OTP sender, the sandbox, the crash points) are on, in this process and in every API
// process it starts. A test of production mode starts its API without this setting.
process.env.ISLAND_EATS_DEV = '1';
