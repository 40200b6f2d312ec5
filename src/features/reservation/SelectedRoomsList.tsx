import type { ComponentChildren } from 'preact';
import type { SelectedRoom } from './selection';

/** The rooms the guest chose, each with its plan, guests and price (guest detail and payment steps). */
export function SelectedRoomsList({ rooms, price, guests }: { rooms: SelectedRoom[]; price(amount: number): string; guests(room: SelectedRoom): ComponentChildren }) {
  return (
    <ul class="bw-gd__rooms">
      {rooms.map((room) => (
        <li key={`${room.roomTypeCode}|${room.roomPlanCode}|${room.numberOfAdults}|${room.numberOfChildren}`} class="bw-gd__room">
          <span class="bw-gd__room-name">{room.roomTypeName ?? room.roomTypeCode}</span>
          <span class="bw-gd__room-plan">{room.roomPlanName ?? room.roomPlanCode}</span>
          <span class="bw-gd__room-guests">{guests(room)}</span>
          <span class="bw-gd__room-price">{price(room.salePrice * room.quantity)}</span>
        </li>
      ))}
    </ul>
  );
}
