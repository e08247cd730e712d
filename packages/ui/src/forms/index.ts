export { Checkbox, type CheckboxProps } from './checkbox';
export { Field, type FieldProps } from './field';
export { FieldContext, type FieldContextValue, useFieldControlProps } from './field-context';
export { FieldError, type FieldErrorProps } from './field-error';
export { Input, type InputProps } from './input';
export { Label, type LabelProps } from './label';
export { Select, type SelectOption, type SelectProps } from './select';
export { Switch, type SwitchProps } from './switch';
export { Textarea, type TextareaProps } from './textarea';
