/** The hall grid's geometry: columns for a width, and the height of a row of tiles. */

/** Gap between tiles on wider screens, in CSS pixels. */
const GRID_GAP = 16;
/** Gap between tiles on phones: three columns need the room. */
const PHONE_GRID_GAP = 8;
/** Grids narrower than this are a phone's: three columns (issue 19, 375–430 px phones). */
const PHONE_GRID_MAX = 560;
/**
 * Under a cover: nothing. The artwork carries the game's name and studio, so a caption would
 * only repeat it (GameTile keeps the name for assistive technology, off screen).
 */
const TILE_INFO_HEIGHT = 0;

/** Columns and row height of a grid `width` pixels wide. */
export function gridLayout(width: number): {
  columns: number;
  gap: number;
  tileWidth: number;
  rowHeight: number;
} {
  // Phones show three columns; wider screens a column per ~190 px of width, up to eight.
  const phone = width < PHONE_GRID_MAX;
  const gap = phone ? PHONE_GRID_GAP : GRID_GAP;
  const columns = phone ? 3 : Math.min(8, Math.max(3, Math.floor((width + gap) / (176 + gap))));
  const tileWidth = Math.max(0, (width - gap * (columns - 1)) / columns);
  // Unrounded: the rows are CSS grid tracks this tall, and a rounded track would be taller
  // than the tiles the server laid out, moving every row below on hydration.
  const rowHeight = (tileWidth * 3) / 4 + TILE_INFO_HEIGHT + gap;
  return { columns, gap, tileWidth, rowHeight };
}
