import { Text } from 'preact-i18n';
import { t } from '../../i18n';
import { choiceFor, selectedRooms } from '../reservation';
import type { RoomGuests } from '../search/criteria';
import { price } from './Offer';
import { activeRoom, currentRoom, guestsOf, ROOM_STEPS_TITLE_ID } from './roomSteps';

/**
 * A search for several rooms is chosen one room at a time: "Room 1 of 2: 2 adults, 1 child", then room 2. Each room
 * shows its choice; pressing a room goes back to it to change its choice. The room being chosen can leave the search.
 */
export function RoomSteps({ rooms, currency, onRemoveRoom }: { rooms: RoomGuests[]; currency: string; onRemoveRoom(index: number): void }) {
  const total = rooms.length;
  if (total < 2) return null;
  const active = currentRoom(total);
  // Read so that the steps follow every change of the selection.
  void selectedRooms.value;
  return (
    <section class="bw-steps" aria-labelledby={ROOM_STEPS_TITLE_ID}>
      <div class="bw-steps__head">
        <h2 id={ROOM_STEPS_TITLE_ID} class="bw-steps__title" tabIndex={-1}>
          <Text id="results.steps.choosing" fields={{ room: active + 1, total, guests: guestsOf(rooms[active]) }} />
        </h2>
        <button type="button" class="bw-steps__remove" aria-label={t('results.steps.remove_named', { room: active + 1 })} onClick={() => onRemoveRoom(active)}>
          <Text id="results.steps.remove" />
        </button>
      </div>
      <ol class="bw-steps__list">
        {rooms.map((room, i) => {
          const choice = choiceFor(i);
          return (
            <li key={i}>
              <button type="button" class={i === active ? 'bw-step bw-step--active' : 'bw-step'} aria-current={i === active ? 'step' : undefined} onClick={() => (activeRoom.value = i)}>
                <span class={choice ? 'bw-step__marker bw-step__marker--done' : 'bw-step__marker'} aria-hidden="true">
                  {choice ? '✓' : i + 1}
                </span>
                <span class="bw-step__text">
                  <span class="bw-step__label">
                    <Text id="results.steps.room" fields={{ room: i + 1, guests: guestsOf(room) }} />
                  </span>
                  <span class="bw-step__choice">
                    {choice ? (
                      t('results.steps.choice', { room: choice.roomTypeName ?? choice.roomTypeCode, plan: choice.roomPlanName ?? choice.roomPlanCode, price: price(choice.salePrice, currency) })
                    ) : (
                      <Text id={i === active ? 'results.steps.choose_below' : 'results.steps.not_chosen'} />
                    )}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
