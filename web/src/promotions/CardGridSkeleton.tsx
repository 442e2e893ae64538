import { Skeleton } from '../ui/index.ts';

/** Placeholders of a card grid while it loads (same boxes as the cards: nothing shifts). */
export function CardGridSkeleton({ className, count = 6 }: { className?: string; count?: number }) {
  return (
    <ul className={className} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <Skeleton aspectRatio="735 / 400" radius="lg" />
        </li>
      ))}
    </ul>
  );
}
