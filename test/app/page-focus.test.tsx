import { afterEach, describe, expect, it } from 'vitest';
import { focusHeadingWhenShown } from '../../src/app/pageFocus';

function page(html: string): HTMLElement {
  document.body.innerHTML = `<main id="bw-main" tabindex="-1">${html}</main>`;
  return document.getElementById('bw-main')!;
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('focus on a new page', () => {
  afterEach(() => (document.body.innerHTML = ''));

  it("waits for the new page's heading, not the one of the page being left, and makes it focusable", async () => {
    const main = page('<h1>Search results</h1>');
    const stale = main.querySelector('h1');
    focusHeadingWhenShown(main, stale);
    expect(document.activeElement).not.toBe(stale);
    main.innerHTML = '<p role="status">Loading</p>';
    await flush();
    expect(document.activeElement).toBe(document.body);
    main.innerHTML = '<h1>Guest details</h1><input />';
    await flush();
    const heading = main.querySelector('h1')!;
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('leaves focus where the guest put it meanwhile', async () => {
    const main = page('<input id="typed" />');
    focusHeadingWhenShown(main, null);
    const input = document.getElementById('typed') as HTMLInputElement;
    input.focus();
    main.insertAdjacentHTML('afterbegin', '<h1>Payment</h1>');
    await flush();
    expect(document.activeElement).toBe(input);
  });
});
