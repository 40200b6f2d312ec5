import { randomBytes } from 'node:crypto';

export const API_PORT = Number(process.env.E2E_API_PORT ?? 18787);
export const DEMO_PORT = Number(process.env.E2E_DEMO_PORT ?? 18788);
export const WIDGET_ORIGIN = `http://localhost:${API_PORT}`;
export const DEMO_ORIGIN = `http://localhost:${DEMO_PORT}`;

// The sandbox controls (/__sandbox) answer only this bearer token. Made once by the test runner (playwright.config.ts
// imports this first) and inherited by its workers and the e2e server through the environment.
process.env.E2E_SANDBOX_CONTROLS_TOKEN ||= randomBytes(24).toString('base64url');
export const SANDBOX_CONTROLS_TOKEN = process.env.E2E_SANDBOX_CONTROLS_TOKEN;
/** Headers that open /__sandbox for the tests. */
export const CONTROLS_HEADERS = { Authorization: `Bearer ${SANDBOX_CONTROLS_TOKEN}` };
