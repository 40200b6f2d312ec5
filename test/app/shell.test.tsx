import { act, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../api/fake-server';
import { bootShell, SETTINGS } from './boot';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('start-up (spec section 4)', () => {
  it("a missing facility code stops start-up with 'No hotel code'", async () => {
    const { started, server } = await bootShell({ url: '/' });
    await act(() => started);
    expect(await screen.findByRole('heading', { name: 'No hotel code' })).toBeTruthy();
    expect(server.sent).toHaveLength(0);
  });

  it('an unknown hotel code stops start-up and says which code', async () => {
    const { started } = await bootShell({
      url: '/503?code=nowhere',
      prepare: (server) => server.answerOnce('/settings/booking_widget', json(404, { error: 'Hotel not found' })),
    });
    await act(() => started);
    expect(await screen.findByRole('heading', { name: /nowhere/ })).toBeTruthy();
  });

  it('shows the loading skeleton until start-up data has arrived, then the shell in the facility colours', async () => {
    const { started, view } = await bootShell({ url: '/503?code=sakura-tokyo' });
    expect(screen.getByRole('status')).toBeTruthy();
    await act(() => started);
    const logo = await screen.findByRole('img', { name: SETTINGS.hotel_name });
    expect(logo.getAttribute('src')).toBe(SETTINGS.logo_url);
    const shell = view.container.querySelector('.bw-shell') as HTMLElement;
    expect(shell.style.getPropertyValue('--bw-button')).toBe('#9c2f3c');
    expect(shell.style.getPropertyValue('--bw-header')).toBe('#2b1d1f');
  });

  it('calls session, settings, login widget and user identification in that order', async () => {
    const { started, server } = await bootShell({ url: '/503?code=sakura-tokyo' });
    await act(() => started);
    const paths = server.sent.map((r) => new URL(r.url).pathname);
    expect(paths[0]).toBe('/identity/v1/client_sessions');
    expect(paths.slice(1, 3).sort()).toEqual(['/api/v1/hotels/sakura-tokyo/settings/booking_widget', '/api/v1/hotels/sakura-tokyo/settings/sign_in_button']);
    expect(paths[3]).toBe('/api/v1/hotels/sakura-tokyo/session/whoami');
  });

  it('an init failure sets a dismissible global warning and the app goes on', async () => {
    const { started } = await bootShell({
      url: '/503?code=sakura-tokyo',
      prepare: (server) => server.answerOnce('/settings/sign_in_button', json(500, { error: 'boom' })),
    });
    await act(() => started);
    const warning = await screen.findByText('Something went wrong. Please try again later.');
    expect(await screen.findByRole('heading', { name: 'The service is temporarily unavailable' })).toBeTruthy();
    const alert = warning.closest('[role=alert]') as HTMLElement;
    await act(() => (alert.querySelector('button') as HTMLButtonElement).click());
    expect(screen.queryByText('Something went wrong. Please try again later.')).toBeNull();
  });

  it('a malformed settings body is a clear warning, never a blank screen', async () => {
    const { started } = await bootShell({ url: '/503?code=sakura-tokyo', settings: { hotel_id: 'one' } });
    await act(() => started);
    expect(await screen.findByText('We received an unexpected response from the server. Please try again later.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'The service is temporarily unavailable' })).toBeTruthy();
  });
});

describe('router (spec section 2)', () => {
  it('the code query is appended to a route that lacks it', async () => {
    const { started } = await bootShell({ url: '/503?code=sakura-tokyo' });
    await act(() => started);
    await act(async () => {
      history.pushState(null, '', '/no-such-page');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(location.search).toBe('?code=sakura-tokyo'));
    expect(location.pathname).toBe('/no-such-page');
  });

  it('an unknown route shows a real not-found page that leads back to the search', async () => {
    const { started } = await bootShell({ url: '/no-such-page?code=sakura-tokyo' });
    await act(() => started);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search for rooms' }).getAttribute('href')).toBe('/booking/result?code=sakura-tokyo');
    await waitFor(() => expect(document.title).toBe('Page not found | Hotel Sakura Tokyo'));
  });

  it('the 503 page hides the language selector', async () => {
    const { started } = await bootShell({ url: '/503?code=sakura-tokyo' });
    await act(() => started);
    await screen.findByRole('heading', { name: 'The service is temporarily unavailable' });
    expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull();
  });
});

describe('header and footer (spec section 2)', () => {
  it('shows the facility name when the header mode is name', async () => {
    const { started } = await bootShell({ url: '/x?code=sakura-tokyo', settings: { ...SETTINGS, header_mode: 'name' } });
    await act(() => started);
    expect(await screen.findByText('Hotel Sakura Tokyo')).toBeTruthy();
  });

  it("the hotel's name reads on its header colour: the text colour with the better WCAG contrast, a logo on a light plate on a dark header", async () => {
    const light = await bootShell({ url: '/x?code=sakura-tokyo', settings: { ...SETTINGS, header_mode: 'name', header_colour: '#f3e7c9' } });
    await act(() => light.started);
    await screen.findByText('Hotel Sakura Tokyo');
    expect((light.view.container.querySelector('.bw-shell') as HTMLElement).style.getPropertyValue('--bw-header-text')).toBe('#1c1f23');
    light.view.unmount();
    const dark = await bootShell({ url: '/x?code=sakura-tokyo' });
    await act(() => dark.started);
    const logo = await screen.findByRole('img', { name: 'Hotel Sakura Tokyo' });
    expect((dark.view.container.querySelector('.bw-shell') as HTMLElement).style.getPropertyValue('--bw-header-text')).toBe('#ffffff');
    expect(logo.parentElement!.classList.contains('bw-header__plate')).toBe(true);
  });

  it('a logo that fails to load gives way to the name as text', async () => {
    const { started } = await bootShell({ url: '/x?code=sakura-tokyo' });
    await act(() => started);
    const logo = await screen.findByRole('img', { name: 'Hotel Sakura Tokyo' });
    await act(() => void logo.dispatchEvent(new Event('error')));
    expect(screen.queryByRole('img', { name: 'Hotel Sakura Tokyo' })).toBeNull();
    expect(screen.getByRole('banner').textContent).toContain('Hotel Sakura Tokyo');
  });

  it('custom header HTML that does not name the hotel still names it for screen readers', async () => {
    const { started, view } = await bootShell({
      url: '/x?code=sakura-tokyo',
      settings: { ...SETTINGS, header_mode: 'custom', website_header_html: '<img src="https://hotel.example/mark.png" alt="">' },
    });
    await act(() => started);
    await waitFor(() => expect(view.container.querySelector('.bw-header__custom')).not.toBeNull());
    expect(screen.getByRole('banner').querySelector('.bw-visually-hidden')!.textContent).toBe('Hotel Sakura Tokyo');
  });

  it('custom header HTML gets the facility and brand names substituted, without scripts', async () => {
    const { started, view } = await bootShell({
      url: '/x?code=sakura-tokyo',
      settings: {
        ...SETTINGS,
        header_mode: 'custom',
        brand_name: 'Aurora',
        website_header_html: '<strong>{{facility_name}}</strong> by {{brand_name}}<script>window.hacked=1</script><img src=x onerror="window.hacked=1">',
      },
    });
    await act(() => started);
    // The hotel's HTML lives in a shadow root of its own, filled once the sanitizer has loaded.
    const custom = view.container.querySelector('.bw-header__custom')!;
    await waitFor(() => expect(custom.shadowRoot?.textContent).toBe('Hotel Sakura Tokyo by Aurora'));
    expect(custom.shadowRoot!.querySelector('strong')?.textContent).toBe('Hotel Sakura Tokyo');
    expect(custom.shadowRoot!.querySelector('script, [onerror]')).toBeNull();
    expect(custom.shadowRoot!.querySelector('img')?.hasAttribute('src')).toBe(false);
  });

  it('footer links open in a new tab', async () => {
    const { started, view } = await bootShell({ url: '/x?code=sakura-tokyo' });
    await act(() => started);
    const footer = await waitFor(() => view.container.querySelector('.bw-footer .bw-hotel-html')!.shadowRoot!);
    const link = await waitFor(() => within(footer as unknown as HTMLElement).getByRole('link', { name: 'Privacy' }));
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('languages', () => {
  it('changing language stores the choice and re-renders without a reload', async () => {
    const { started, i18n } = await bootShell({ url: '/x?code=sakura-tokyo' });
    await act(() => started);
    const select = (await screen.findByRole('combobox', { name: 'Language' })) as HTMLSelectElement;
    await act(async () => {
      select.value = 'ja';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await waitFor(() => expect(i18n.currentLocale.value).toBe('ja'));
    expect(await screen.findByRole('heading', { name: 'ページが見つかりません' })).toBeTruthy();
    expect(localStorage.getItem('bw_locale')).toBe('"ja"');
    expect(document.documentElement.lang).toBe('ja');
    // The address carries the language: a reload or a shared link keeps it, and the rest of the address stays.
    expect(location.pathname).toBe('/x');
    expect(Object.fromEntries(new URLSearchParams(location.search))).toEqual({ code: 'sakura-tokyo', locale: 'ja' });
  });

  it('a supported locale query value sets the language; an unsupported one is ignored', async () => {
    const first = await bootShell({ url: '/x?code=sakura-tokyo&locale=ko' });
    await act(() => first.started);
    expect(first.i18n.currentLocale.value).toBe('ko');
    first.view.unmount();
    const second = await bootShell({ url: '/x?code=sakura-tokyo&locale=fr' });
    await act(() => second.started);
    expect(second.i18n.currentLocale.value).toBe('en');
  });
});

describe('member program (spec sections 4 and 8)', () => {
  const MEMBER = { id: 7, membership_id: 'M-7', program_id: 3, name: 'Aiko' };

  it("member sign-in sets up program and companion info: the program's active companion tiers", async () => {
    const { started } = await bootShell({
      url: '/x?code=sakura-tokyo',
      prepare: (server) => {
        server.answerOnce('/session/whoami', json(200, { data: { member: MEMBER, organization: null } }));
        server.answerOnce('/memberships/program', json(200, { data: { id: 3, name: 'Sakura Members', additional_tiers_attributes: [{ code: 'adult_companion', is_active: true }, { code: 'kid_tier_A_companion', is_active: false }] } }));
      },
    });
    await act(() => started);
    const account = await import('../../src/features/account');
    expect(account.member.value?.id).toBe(7);
    expect(account.companionTiers.value).toEqual({ adultCompanion: true, kidTierACompanion: false });
  });

  it('failure to fetch the signed-in program logs out locally with the logout message', async () => {
    const { started } = await bootShell({
      url: '/x?code=sakura-tokyo',
      prepare: (server) => {
        server.answerOnce('/session/whoami', json(200, { data: { member: MEMBER, organization: null } }));
        server.answerOnce('/memberships/program', json(500, { error: 'boom' }));
      },
    });
    await act(() => started);
    const account = await import('../../src/features/account');
    expect(account.member.value).toBeNull();
    expect(await screen.findByText('You have already signed out')).toBeTruthy();
  });

  it('a signed-out guest has no companion tiers and no program call', async () => {
    const { started, server } = await bootShell({ url: '/x?code=sakura-tokyo' });
    await act(() => started);
    const account = await import('../../src/features/account');
    expect(account.companionTiers.value).toEqual({ adultCompanion: false, kidTierACompanion: false });
    expect(server.sent.some((r) => r.url.includes('/memberships/program'))).toBe(false);
  });
});
