/** A games.get item for component tests: game `id`, its cover in both widths. */
export const fakeGame = (id: number) => ({
  id,
  name: `Game ${id}`,
  sysname: `game_${id}`,
  provider_name: 'Studio',
  images: { cover: { x1: `/img/w_240/${id}.webp`, x2: `/img/w_480/${id}.webp` } },
});
