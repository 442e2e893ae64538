/** The UI kit (DESIGN §7): accessible building blocks styled by the design tokens. */
export { Avatar, type AvatarProps } from './Avatar.tsx';
export { Badge, type BadgeProps, type BadgeTone } from './Badge.tsx';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button.tsx';
export { Card, type CardProps } from './Card.tsx';
export { Checkbox, type CheckboxProps } from './Checkbox.tsx';
export { Chip, ChipStrip, type ChipProps, type ChipStripProps } from './Chip.tsx';
export { cx } from './class-names.ts';
export { Curtain, type CurtainProps } from './Curtain.tsx';
export { ConfirmDialog, Dialog, type ConfirmDialogProps, type DialogProps } from './Dialog.tsx';
export { EmptyState, type EmptyStateProps } from './EmptyState.tsx';
export { Field, type FieldControlProps, type FieldProps } from './Field.tsx';
export { GameTile, type GameTileProps } from './GameTile.tsx';
export { Icon, type IconProps } from './Icon.tsx';
export { IconButton, type IconButtonProps } from './IconButton.tsx';
export { ICON_NAMES, type IconName } from './icons/icon-names.ts';
export { type KitLinkProps, type RenderLink } from './link-context.ts';
export { type DismissReason } from './Modal.tsx';
export { PasswordInput, type PasswordInputProps } from './PasswordInput.tsx';
export { Popover, type PopoverProps, type PopoverTriggerProps } from './Popover.tsx';
export { ProgressMeter, type ProgressMeterProps } from './ProgressMeter.tsx';
export { proxiedImage, type ImageSource } from './proxied-image.ts';
export { Select, type SelectOption, type SelectProps } from './Select.tsx';
export { SHOWN_MARK } from './shown-mark.ts';
export { Skeleton, type SkeletonProps } from './Skeleton.tsx';
export { Spinner, type SpinnerProps } from './Spinner.tsx';
export { TileSkeleton } from './TileSkeleton.tsx';
export { Tabs, type TabItem, type TabsProps } from './Tabs.tsx';
export { TextInput, type TextInputProps } from './TextInput.tsx';
export { type ToastProps, type ToastTone } from './Toast.tsx';
export { ToastList, type ToastItem, type ToastListProps } from './ToastList.tsx';
export { VisuallyHidden } from './VisuallyHidden.tsx';
export { useEscapeLayer } from './use-escape-layer.ts';
// useServerForm (./use-server-form.ts) is imported by path too: it brings react-hook-form's
// runtime, which only the lazily loaded forms need.
// SafeHtml (./SafeHtml.tsx) is imported by path, not from here: it brings DOMPurify, which must
// stay out of the entry chunk that imports this index (DESIGN §9 first-load budget).
// Notice, LoadFailed, LoadMore, SkeletonRows, ScreenHeader and BackCrumb are imported by path: only lazily
// loaded screens show them, and their CSS stays out of the entry chunk's.
