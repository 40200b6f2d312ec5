export const API_PORT = Number(process.env.E2E_API_PORT ?? 18787);
export const DEMO_PORT = Number(process.env.E2E_DEMO_PORT ?? 18788);
export const WIDGET_ORIGIN = `http://localhost:${API_PORT}`;
export const DEMO_ORIGIN = `http://localhost:${DEMO_PORT}`;
