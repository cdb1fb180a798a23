/** The first super admin of the end-to-end system. */
export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-password' };
