import { defineProject } from 'vitest/config';

// Unit and integration tests of the leads library: schema rules, the store on PGlite and on a
// real PostgreSQL 15 server started by the test, the outbox against the local SMTP sink.
export default defineProject({
  test: {
    name: 'forms',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
