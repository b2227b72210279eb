import roomsRows from './rooms.json';

export type RoomKind = 'office' | 'incubator' | 'lab' | 'plant' | 'desk';

export type RoomSeed = {
  number: string;
  title: string;
  kind: RoomKind;
  area: number;
  work: number;
  /** Asking rent, yuan per square metre per day (a desk: yuan per month). */
  rate: number;
  highlights: string[];
};

/** Pictures per kind of space, in web/public/demo/rooms/. */
export const ROOM_IMAGES: Record<RoomKind, string[]> = {
  office: ['/demo/rooms/office-1.svg', '/demo/rooms/office-2.svg', '/demo/rooms/office-3.svg'],
  incubator: ['/demo/rooms/incubator-1.svg'],
  lab: ['/demo/rooms/lab-1.svg'],
  plant: ['/demo/rooms/plant-1.svg'],
  desk: ['/demo/rooms/desk-1.svg'],
};

export const PROPERTY_FEE_PER_M2 = 450; // fen per square metre per month

/** Spaces offered for lease; the first fourteen are vacant, the rest are let to seeded companies. */
export const ROOMS = roomsRows as RoomSeed[];
