/** The hall grid's geometry: columns for a width, and the height of a row of tiles. */

/** Gap between tiles, in CSS pixels. */
export const GRID_GAP = 16;
/** Under a cover: its margin, the name line and the provider line (GameTile). */
export const TILE_INFO_HEIGHT = 52;

/** Columns and row height of a grid `width` pixels wide. */
export function gridLayout(width: number): {
  columns: number;
  gap: number;
  tileWidth: number;
  rowHeight: number;
} {
  // Phones show two columns; wider screens add a column per ~190 px of width, up to eight.
  const gap = width < 560 ? 12 : GRID_GAP;
  const minTile = width < 560 ? 140 : 176;
  const columns = Math.min(8, Math.max(2, Math.floor((width + gap) / (minTile + gap))));
  const tileWidth = Math.max(0, (width - gap * (columns - 1)) / columns);
  const rowHeight = Math.ceil((tileWidth * 3) / 4) + TILE_INFO_HEIGHT + gap;
  return { columns, gap, tileWidth, rowHeight };
}
