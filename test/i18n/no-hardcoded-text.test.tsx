import { act, screen } from '@testing-library/preact';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installCatalogue, type Namespace } from '../../src/i18n';
import { json } from '../api/fake-server';
import { bootShell, SETTINGS } from '../app/boot';

// Every catalogue value is replaced by a marker naming its key; any other text a component renders
// was written into the component instead of a catalogue.
function pseudo(value: unknown, prefix: string): unknown {
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, pseudo(v, `${prefix}.${k}`)]));
  }
  return `⟦${prefix}⟧`;
}

const namespaces: Namespace[] = ['shell', 'errors'];
for (const ns of namespaces) {
  const english = JSON.parse(readFileSync(join(import.meta.dirname, `../../i18n/en/${ns}.json`), 'utf8')) as unknown;
  installCatalogue('en', ns, pseudo(english, ns) as Record<string, unknown>);
}

/** Text a guest sees that is neither a catalogue marker nor the hotel's own data. */
function strayText(root: Element): string[] {
  const stray: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement!;
    if (parent.closest('[aria-hidden="true"], .bw-footer, .bw-header__custom, style, script')) continue;
    const rest = (node.textContent ?? '').replace(/⟦[^⟧]+⟧/g, '').replace(SETTINGS.hotel_name, '').trim();
    if (rest) stray.push(rest);
  }
  return stray;
}

afterEach(() => vi.unstubAllGlobals());

describe('no text outside the catalogues', () => {
  it.each([
    ['the not-found page', '/nowhere?code=sakura-tokyo', '⟦shell.not_found.title⟧'],
    ['the 503 page', '/503?code=sakura-tokyo', '⟦shell.service_unavailable.title⟧'],
  ])('%s renders only catalogue text', async (_, url, heading) => {
    const { started, view } = await bootShell({
      url,
      prepare: (server) => server.answerOnce('/session/whoami', json(500, { error: 'boom' })),
    });
    await act(() => started);
    await screen.findByRole('heading', { name: heading });
    expect(screen.getByText('⟦errors.generic⟧')).toBeTruthy();
    expect(strayText(view.container)).toEqual([]);
  });

  it("the 'No hotel code' page renders only catalogue text", async () => {
    const { started, view } = await bootShell({ url: '/' });
    await act(() => started);
    await screen.findByRole('heading', { name: '⟦shell.no_hotel_code⟧' });
    expect(strayText(view.container)).toEqual([]);
  });

  it('the check itself catches text written into a component', () => {
    const div = document.createElement('div');
    div.innerHTML = '<p>⟦shell.loading⟧</p><p>Loading...</p>';
    expect(strayText(div)).toEqual(['Loading...']);
  });
});
