import { Skeleton } from './Skeleton.tsx';

/** A game tile's placeholder: its 4:3 cover, the height of the real tile (no caption under it). */
export function TileSkeleton() {
  return <Skeleton aspectRatio="4 / 3" radius="lg" />;
}
