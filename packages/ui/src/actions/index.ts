export { Button, type ButtonProps } from './button';
export { type ButtonVariantProps, buttonVariants } from './button-variants';
export { IconButton, type IconButtonProps } from './icon-button';
