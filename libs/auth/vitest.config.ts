import { defineProject } from 'vitest/config';

// Unit and integration tests of login: ID-token rules on tampered tokens, return paths, the
// embedded OpenID provider answered over real HTTPS and the real remix-auth-auth0 strategy against it.
export default defineProject({
  test: {
    name: 'auth',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
