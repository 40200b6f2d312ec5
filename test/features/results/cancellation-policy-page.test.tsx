import { act, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearResults } from '../../../src/features/results/store';
import { json } from '../../api/fake-server';
import { bootShell } from '../../app/boot';
import { POLICY } from './fixtures';

afterEach(() => {
  clearResults();
  vi.unstubAllGlobals();
});

async function bootPolicy(query: string, answer?: ReturnType<typeof json>) {
  const booted = await bootShell({
    url: `/cancellation-policy?code=sakura-tokyo${query}`,
    prepare: (server) => answer && server.answerOnce('/cancellation_policies', answer),
  });
  await act(() => booted.started);
  await screen.findByRole('heading', { level: 1 });
  return booted;
}

const policyCalls = (server: Awaited<ReturnType<typeof bootShell>>['server']) => server.apiCalls().filter((r) => r.url.includes('/cancellation_policies'));
const lines = () => screen.getAllByRole('listitem').map((li) => li.textContent);

describe('cancellation policy page (/cancellation-policy)', () => {
  it('loads the policies of the plan codes and shows their lines', async () => {
    const { server } = await bootPolicy('&room_plan_code=TWN-RO&room_plan_codes=STE-RO,TWN-RO', json(200, { data: { cancellation_policies: [POLICY] } }));
    await screen.findByRole('heading', { name: 'Standard policy' });
    expect(lines()).toEqual([
      'Free cancellation until 15:00 (hotel time), 4 days before check-in',
      '30% of the cost from 3 days before check-in',
      '50% of the cost from the day before check-in',
      '80% of the cost on the day of check-in',
      '100% of the cost if you do not arrive (no-show)',
    ]);
    const url = new URL(policyCalls(server)[0]!.url);
    expect(url.pathname).toBe('/api/v1/hotels/sakura-tokyo/cancellation_policies');
    expect(url.searchParams.getAll('room_plan_codes[]')).toEqual(['TWN-RO', 'STE-RO']);
    expect(document.title).toContain('Cancellation policy');
  });

  it('by cancellation_policy_id, with the actual dates when the check-in is given', async () => {
    const { server } = await bootPolicy('&cancellation_policy_id=5&checkin=2030-12-10', json(200, { data: POLICY }));
    await screen.findByRole('heading', { name: 'Standard policy' });
    expect(new URL(policyCalls(server)[0]!.url).pathname).toBe('/api/v1/hotels/sakura-tokyo/cancellation_policies/5');
    const days = [...document.querySelectorAll('time')].map((t) => [t.getAttribute('datetime'), t.textContent]);
    expect(days[0]).toEqual(['2030-12-06', 'Fri, Dec 6, 2030']);
    expect(days.map(([iso]) => iso)).toEqual(['2030-12-06', '2030-12-07', '2030-12-09', '2030-12-10', '2030-12-10']);
  });

  it('in Japanese, with dates in Japanese', async () => {
    await bootPolicy('&room_plan_code=TWN-RO&checkin=2030-12-10&locale=ja', json(200, { data: { cancellation_policies: [POLICY] } }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('キャンセルポリシー');
    await screen.findByRole('heading', { name: 'Standard policy' });
    expect(lines()[0]).toBe('チェックインの4日前の15:00（ホテル現地時間）まで無料でキャンセルできます2030年12月6日(金)');
  });

  it('no policy or plan code gives the no-data text', async () => {
    const { server } = await bootPolicy('');
    expect(screen.getByText('There is no cancellation policy information for this plan.')).toBeTruthy();
    expect(policyCalls(server)).toEqual([]);
  });

  it('an empty answer gives the no-data text', async () => {
    await bootPolicy('&room_plan_code=NONE', json(200, { data: { cancellation_policies: [] } }));
    expect(await screen.findByText('There is no cancellation policy information for this plan.')).toBeTruthy();
  });

  it('a failed call shows the error title in an alert', async () => {
    await bootPolicy('&cancellation_policy_id=99', json(404, { errors: [{ title: 'not found' }] }));
    expect((await within(screen.getByRole('main')).findByRole('alert')).textContent).toBe('What you are looking for could not be found.');
  });
});
