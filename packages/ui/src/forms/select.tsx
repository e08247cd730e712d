import { Check, ChevronDown } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../foundations/cn';
import { controlClasses } from './control-styles';
import { useFieldControlProps } from './field-context';

/** One choice of a {@link Select}. */
export interface SelectOption<Value extends string = string> {
  /** The value reported to `onValueChange`. */
  value: Value;
  /** What the option shows. */
  label: React.ReactNode;
  /** Text for type-ahead when `label` is not a plain string. */
  textValue?: string;
  /** An icon before the label. */
  icon?: React.ReactNode;
  /** Whether the option can be chosen. @default false */
  disabled?: boolean;
}

/** Props of {@link Select}. */
export interface SelectProps<Value extends string = string> {
  /** The choices, in order. */
  options: ReadonlyArray<SelectOption<Value>>;
  /** The chosen value when controlled. */
  value?: Value;
  /** The initial value when uncontrolled. */
  defaultValue?: Value;
  /** Called with the new value. */
  onValueChange?: (value: Value) => void;
  /** Shown when nothing is chosen. */
  placeholder?: string;
  /** @default false */
  disabled?: boolean;
  /** Name for native form submission. */
  name?: string;
  /** Id of the trigger; a {@link Field} supplies it. */
  id?: string;
  /** Accessible name when the select has no visible label. */
  'aria-label'?: string;
  /** Size of the trigger. @default 'md' */
  size?: 'sm' | 'md';
  /** Classes for the trigger. */
  className?: string;
}

/**
 * A single-choice select (Radix Select): keyboard and type-ahead navigation, works inside a
 * {@link Field}.
 */
export function Select<Value extends string = string>({
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  disabled,
  name,
  id,
  size = 'md',
  className,
  'aria-label': ariaLabel,
}: SelectProps<Value>) {
  const a11y = useFieldControlProps({ id });
  return (
    <SelectPrimitive.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={(next) => onValueChange?.(next as Value)}
      disabled={disabled}
      name={name}
    >
      <SelectPrimitive.Trigger
        aria-label={ariaLabel}
        className={cn(
          controlClasses,
          'flex items-center justify-between gap-2 text-start data-placeholder:text-faint',
          size === 'sm' ? 'h-7 px-2 text-xs' : 'h-8 px-2.5',
          className,
        )}
        {...a11y}
      >
        <SelectPrimitive.Value placeholder={placeholder} />
        <SelectPrimitive.Icon asChild>
          <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-faint" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden rounded-lg border border-border bg-surface p-1 text-fg shadow-lg"
        >
          <SelectPrimitive.Viewport>
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                textValue={option.textValue}
                disabled={option.disabled}
                className="relative flex cursor-default select-none items-center gap-2 rounded-md py-1.5 ps-2 pe-8 text-sm outline-none data-disabled:pointer-events-none data-highlighted:bg-hover data-disabled:opacity-50"
              >
                {option.icon ? (
                  <span aria-hidden="true" className="flex shrink-0 items-center [&_svg]:size-4">
                    {option.icon}
                  </span>
                ) : null}
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                <SelectPrimitive.ItemIndicator className="absolute end-2 flex items-center">
                  <Check aria-hidden="true" className="size-4 text-accent-text" />
                </SelectPrimitive.ItemIndicator>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
