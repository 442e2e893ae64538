import { Icon, type IconName } from '../ui/index.ts';

/** Props of {@link LoyaltyPicture}. */
export interface LoyaltyPictureProps {
  /** The CMS picture (1x and 2x), or null when the programme has none. */
  image: { x1: string; x2: string } | null;
  /** The square's side in CSS pixels. */
  size: number;
  /** What stands in for a missing picture, and its size. */
  icon: IconName;
  iconSize: number;
  className?: string;
}

/** A level's or quest's square picture, or its icon in the same square when the CMS has none. */
export function LoyaltyPicture({ image, size, icon, iconSize, className }: LoyaltyPictureProps) {
  return image ? (
    <img
      src={image.x1}
      srcSet={`${image.x1} 1x, ${image.x2} 2x`}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      className={className}
    />
  ) : (
    <span className={className} aria-hidden="true">
      <Icon name={icon} size={iconSize} />
    </span>
  );
}
