import { Skeleton, type SkeletonProps } from './Skeleton.tsx';

/** Props of {@link SkeletonRows}. */
export interface SkeletonRowsProps {
  /** How many rows stand in for the list. */
  count: number;
  height: SkeletonProps['height'];
  radius?: SkeletonProps['radius'];
  /** The list's own layout (a column with its gap), so the rows sit where the list will. */
  className?: string;
}

/** A list's place while it loads: `count` shimmering rows in a busy container. */
export function SkeletonRows({ count, height, radius, className }: SkeletonRowsProps) {
  return (
    <div className={className} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height={height} radius={radius} />
      ))}
    </div>
  );
}
