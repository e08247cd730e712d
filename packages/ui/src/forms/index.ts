export { AvatarPicker, type AvatarPickerProps } from './avatar-picker';
export { CharacterCount, type CharacterCountProps, nearLimit } from './character-count';
export { Checkbox, type CheckboxProps } from './checkbox';
export { CopyField, type CopyFieldProps } from './copy-field';
export { Field, type FieldProps } from './field';
export { FieldContext, type FieldContextValue, useFieldControlProps } from './field-context';
export { FieldError, type FieldErrorProps } from './field-error';
export { FileDrop, type FileDropProps } from './file-drop';
export { Form, type FormProps } from './form';
export { Input, type InputProps } from './input';
export { Label, type LabelProps } from './label';
export { SearchField, type SearchFieldProps } from './search-field';
export {
  type SegmentedChoice,
  SegmentedControl,
  type SegmentedControlProps,
} from './segmented-control';
export { Select, type SelectOption, type SelectProps } from './select';
export { Switch, type SwitchProps } from './switch';
export { Textarea, type TextareaProps } from './textarea';
