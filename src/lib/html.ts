// The hotel's own header and footer HTML: tenant content, so it goes through one allowlist
// sanitizer (DOMPurify), configured here and nowhere else. Loaded lazily, only when a hotel has
// custom HTML: hotels without it (and the search bar) never download it.
import DOMPurify, { type Config } from 'dompurify';
import { hotelStyleSheet } from './hotelCss';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Replaces `{{name}}` placeholders with escaped values; unknown placeholders become empty. */
export function fillPlaceholders(html: string, values: Record<string, string | null | undefined>): string {
  return html.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
    escapeHtml(Object.prototype.hasOwnProperty.call(values, name) ? (values[name] ?? '') : ''),
  );
}

/** Formatting, lists, links and images; nothing that runs, submits, loads a document or styles the page. */
export const HOTEL_HTML_TAGS = [
  'p', 'br', 'strong', 'em', 'b', 'i', 'u', 's', 'span', 'div', 'small', 'ul', 'ol', 'li',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'a', 'img', 'nav', 'header', 'footer', 'section', 'address', 'hr',
];
export const HOTEL_HTML_ATTRIBUTES = ['href', 'src', 'alt', 'title', 'class', 'width', 'height', 'lang', 'dir', 'aria-label'];
/** Links: web pages, mail and phone numbers (a guest on a phone taps to call). Images: web addresses only. */
export const LINK_SCHEMES = /^(?:https?|mailto|tel):/i;
export const IMAGE_SCHEMES = /^https?:/i;

const CONFIG: Config & { RETURN_DOM_FRAGMENT: true } = {
  ALLOWED_TAGS: HOTEL_HTML_TAGS,
  ALLOWED_ATTR: HOTEL_HTML_ATTRIBUTES,
  // Plain values, not addresses: exempt from the scheme check below.
  ADD_URI_SAFE_ATTR: ['width', 'height', 'lang', 'dir', 'aria-label'],
  // Checked after DOMPurify strips whitespace and control characters (so `jav&#x09;ascript:` is
  // `javascript:` here). Relative addresses would resolve against the widget's own origin: refused.
  ALLOWED_URI_REGEXP: LINK_SCHEMES,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // No `id`/`name` are allowed at all; this also guards any that a future allowlist adds (DOM clobbering).
  SANITIZE_NAMED_PROPS: true,
  FORBID_ATTR: ['id', 'name', 'style', 'srcset', 'ping', 'formaction', 'target', 'rel'],
  // Parsed as body content whatever it starts with (a leading `<style>` or `<frameset>` would not be).
  FORCE_BODY: true,
  RETURN_DOM_FRAGMENT: true,
};

let purifier: ReturnType<typeof DOMPurify> | undefined;

/** Our own DOMPurify instance, so no other caller's hooks or config apply to hotel HTML. */
function hotelPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      // Every hotel link leaves the widget in a new tab, without an opener or a referrer.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else if (node.nodeName === 'IMG') {
      const src = node.getAttribute('src');
      // DOMPurify lets `data:` through on images and the link schemes on any address: images load from the web only.
      if (src !== null && !IMAGE_SCHEMES.test(src.replace(/[\u0000-\u0020]/g, ''))) node.removeAttribute('src');
      node.setAttribute('referrerpolicy', 'no-referrer');
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
  return purifier;
}

/**
 * Headings and landmark elements in the hotel's HTML would add to the widget page's outline and
 * landmarks (a second banner, an h1 above the page's own): they keep their look as a paragraph or
 * a division with the class `heading-N` / the element's name, which the hotel's CSS can style.
 */
function demoteOutline(fragment: DocumentFragment): void {
  fragment.querySelectorAll('h1, h2, h3, h4, h5, h6, header, footer').forEach((element) => {
    const tag = element.localName;
    const heading = /^h\d$/.test(tag);
    const replacement = element.ownerDocument.createElement(heading ? 'p' : 'div');
    for (const attribute of Array.prototype.slice.call(element.attributes) as Attr[]) replacement.setAttribute(attribute.name, attribute.value);
    replacement.classList.add(heading ? `heading-${tag[1]}` : tag);
    replacement.append(...(Array.prototype.slice.call(element.childNodes) as Node[]));
    element.replaceWith(replacement);
  });
}

/** The hotel's HTML as inert nodes to insert (never a string to parse again). */
export function sanitizeHotelHtml(html: string): DocumentFragment {
  // A document without a body (`<frameset>`) gives no fragment: then there is nothing to show.
  const fragment = (hotelPurifier().sanitize(html, CONFIG) as DocumentFragment | null) ?? document.createDocumentFragment();
  demoteOutline(fragment);
  return fragment;
}

export interface HotelHtmlOptions {
  /** The widget's own CSS for the hotel's HTML in this place (links, images). */
  baseCss: string;
  /** The hotel's website_css (spec section 3). */
  websiteCss?: string | null;
  /** `{{facility_name}}`, `{{brand_name}}`… */
  placeholders?: Record<string, string | null | undefined>;
}

const sheets = new Map<string, CSSStyleSheet>();

/**
 * Puts the hotel's HTML into its own shadow root with the widget's base CSS for it and the hotel's
 * `website_css`: neither reaches the widget, and the widget's CSS does not restyle the hotel's HTML.
 */
export function renderHotelHtml(root: ShadowRoot, html: string, options: HotelHtmlOptions): void {
  // Placeholders are filled with escaped text before sanitizing: a hotel name is never markup.
  root.replaceChildren(sanitizeHotelHtml(options.placeholders ? fillPlaceholders(html, options.placeholders) : html));
  if (!('adoptedStyleSheets' in root) || typeof CSSStyleSheet === 'undefined' || !('replaceSync' in CSSStyleSheet.prototype)) return;
  let base = sheets.get(options.baseCss);
  if (!base) {
    base = new CSSStyleSheet();
    base.replaceSync(options.baseCss);
    sheets.set(options.baseCss, base);
  }
  const hotel = options.websiteCss ? hotelStyleSheet(options.websiteCss) : undefined;
  root.adoptedStyleSheets = hotel ? [base, hotel] : [base];
}
