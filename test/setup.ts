import { cleanup } from '@testing-library/preact';
import { afterAll, afterEach } from 'vitest';

afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
});

// Preact runs effects after the next frame, with a timer as fallback that calls cancelAnimationFrame. A file whose
// last render leaves that timer pending would have it fire after jsdom is torn down ("cancelAnimationFrame is not
// defined"): let it run first.
afterAll(async () => {
  if (typeof document !== 'undefined') await new Promise((resolve) => setTimeout(resolve, 120));
});
