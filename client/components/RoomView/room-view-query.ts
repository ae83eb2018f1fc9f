/**
 * The query that opens "View in your room" as the product page loads (`?size=24x16&view=room`): where
 * the desktop's QR code takes a phone. Its own file, so the page reads it without the view's chunk.
 */
export const ROOM_VIEW = { name: 'view', value: 'room' } as const;
