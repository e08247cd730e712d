export { Button, type ButtonProps } from './button';
export { type ButtonVariantProps, buttonVariants } from './button-variants';
export { CopyButton, type CopyButtonProps } from './copy-button';
export { IconButton, type IconButtonProps } from './icon-button';
export { useCopyToClipboard } from './use-copy-to-clipboard';
