// The public surface of @island-eats/ui, shared as one Module Federation singleton and so on
// every first load. Widgets that only some pages use are entries of their own instead
// (@island-eats/ui/map-view, /otp-boxes, /pagination, /quantity-stepper, /tabs,
// /full-page-loader, /truncate): stateless, not shared, bundled into the chunks of the pages
// that import them.
export { theme, type Theme } from './theme/theme';
export { breakpoints, media, mediaQuery, type Breakpoint } from './theme/media';
export { GlobalStyle } from './theme/global-style';
export { UiProvider, type UiProviderProps } from './theme/ui-provider';

export { Button, type ButtonProps } from './button/button';
export {
  buttonStyles,
  type ButtonSize,
  type ButtonStyleProps,
  type ButtonVariant,
} from './button/button-styles';
export { IconButton, type IconButtonProps } from './icon-button/icon-button';
export { Modal } from './modal/lazy-modal';
export { ConfirmModal, type ConfirmModalProps } from './confirm/confirm-modal';
export type { ModalProps } from './modal/modal';
export type { ModalPlacement, ModalSize } from './modal/modal-styles';
export { Loader, type LoaderProps } from './loader/loader';
export { Spinner, type SpinnerSize } from './loader/spinner';
export { Badge, type BadgeProps, type BadgeTone } from './badge/badge';
export { Card, type CardProps } from './card/card';
export {
  ImageWithFallback,
  type ImageWithFallbackProps,
} from './image-with-fallback/image-with-fallback';
export { VisuallyHidden, visuallyHiddenStyles } from './visually-hidden/visually-hidden';
export {
  SegmentedToggle,
  type SegmentedOption,
  type SegmentedToggleProps,
} from './segmented-toggle/segmented-toggle';
export { Container, type ContainerProps } from './container/container';
export { EmptyState, type EmptyStateProps } from './empty-state/empty-state';
export { notify } from './toasts/notify';
export { Toasts } from './toasts/toasts';
export { loadedWhenShown, type LoadedWhenShown } from './lazy/loaded-when-shown';

export { Icon, type IconProps } from './icons/icon';
export {
  CartIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  GridIcon,
  HeartIcon,
  ListIcon,
  SearchIcon,
  StarIcon,
  UserIcon,
} from './icons/icons';

export { formatTime } from './format/format-time';

export { ViewToggle, type ListView, type ViewToggleProps } from './view-toggle/view-toggle';
export { StarRating, roundToHalf, type StarRatingProps } from './star-rating/star-rating';
export { RatingSummary, type RatingSummaryProps } from './star-rating/rating-summary';
export { Carousel, type CarouselProps } from './carousel/carousel';
