import { useLocation } from 'preact-iso';
import { Text } from 'preact-i18n';
import { t } from '../../i18n';
import { clear, GUEST_DETAIL_PATH, roomsWithoutChoice, selectedCount, selectedTotal, selectionRefusal } from '../reservation';
import { loadGuestDetailPage } from '../reservation/pages';
import { price } from './Offer';
import { activeRoom, BOOK_BUTTON_ID, covers, focusLater, guestsOf, ROOM_STEPS_TITLE_ID, SUMMARY_ID } from './roomSteps';
import { searchCriteria } from './store';
import type { RoomGuests } from '../search/criteria';
import { criteriaToQuery } from '../search/query';

/**
 * The guest detail step with the whole search in its address (the stay, the rooms and their guests):
 * the results page, still mounted while the route changes, must not read a shorter address as a new
 * search and clear the selection; and the step knows what was searched.
 */
function bookUrl(code: string | undefined): string {
  const criteria = searchCriteria.value;
  return criteria && code ? `${GUEST_DETAIL_PATH}?${criteriaToQuery(criteria, code)}` : `${GUEST_DETAIL_PATH}${code ? `?code=${encodeURIComponent(code)}` : ''}`;
}

/**
 * Sticky at the bottom while rooms are chosen: how many, the total and what it covers, a way to start over, and Book.
 * With several rooms searched, Book opens only when every searched room has its choice; until then it says which room
 * still needs one, and pressing it goes to that room.
 */
export function SummaryBar({ currency, searchedRooms = 1, nights, rooms = [] }: { currency: string; searchedRooms?: number; nights?: number; rooms?: RoomGuests[] }) {
  const { route, query } = useLocation();
  const count = selectedCount.value;
  const refusal = selectionRefusal.value;
  if (!count) return null;
  const missing = roomsWithoutChoice(searchedRooms);
  const ready = missing.length === 0;
  const next = missing[0];
  // Intent to book: fetch the next step's code before the click (house style: preload on intent).
  const preload = () => void loadGuestDetailPage().catch(() => undefined);
  return (
    <section id={SUMMARY_ID} class="bw-summary" aria-label={t('results.selection.label')} tabIndex={-1}>
      {refusal?.key === 'errors.payment_method_mismatch' && (
        <p class="bw-summary__alert" role="alert">
          <Text id={refusal.key} />
        </p>
      )}
      <div class="bw-summary__row">
        <p class="bw-summary__count" aria-live="polite">
          {searchedRooms > 1 ? (
            <Text id="results.selection.chosen_of" fields={{ count, total: searchedRooms }} />
          ) : (
            <Text id="results.selection.count" plural={count} fields={{ count }} />
          )}
        </p>
        <p class="bw-summary__total">
          <Text id="results.selection.total" fields={{ total: price(selectedTotal.value, currency) }} />
          <span class="bw-summary__covers">{covers(count, nights)}</span>
        </p>
        <button type="button" class="bw-button bw-button--quiet bw-summary__clear" onClick={clear}>
          <Text id="results.selection.clear" />
        </button>
        <button
          id={BOOK_BUTTON_ID}
          type="button"
          class="bw-button bw-summary__book"
          aria-disabled={ready ? undefined : 'true'}
          aria-describedby={ready ? undefined : 'bw-summary-missing'}
          onMouseEnter={preload}
          onFocus={preload}
          onClick={(event) => {
            if (ready) return route(bookUrl(query.code));
            activeRoom.value = next!;
            focusLater(event.currentTarget, ROOM_STEPS_TITLE_ID);
          }}
        >
          <Text id="results.selection.book" />
        </button>
      </div>
      {!ready && (
        <p id="bw-summary-missing" class="bw-summary__missing">
          <Text id="results.selection.missing" fields={{ room: next! + 1, total: searchedRooms, guests: guestsOf(rooms[next!]) }} />
        </p>
      )}
    </section>
  );
}
