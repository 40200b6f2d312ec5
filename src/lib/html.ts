// The hotel's own header and footer HTML, made safe to place in the widget.

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Replaces `{{name}}` placeholders with escaped values; unknown placeholders become empty. */
export function fillPlaceholders(html: string, values: Record<string, string | null | undefined>): string {
  return html.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => escapeHtml(values[name] ?? ''));
}

/**
 * Drops scripts, inline handlers and javascript: links; with `linksInNewTab`,
 * every link opens in a new tab ("Footer: custom HTML; its links open in a new tab").
 */
export function sanitizeHotelHtml(html: string, options: { linksInNewTab?: boolean } = {}): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  doc.querySelectorAll('script, iframe, object, embed').forEach((el) => el.remove());
  doc.body.querySelectorAll('*').forEach((el) => {
    for (const attr of [...el.attributes]) {
      if (/^on/i.test(attr.name) || /^\s*javascript:/i.test(attr.value)) el.removeAttribute(attr.name);
    }
    if (options.linksInNewTab && el.tagName === 'A') {
      el.setAttribute('target', '_blank');
      el.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return doc.body.innerHTML;
}
