/**
 * The plain-component kit: what public pages use in place of antd (docs/architecture.md, "The plain-component
 * kit"). One component per need; no page keeps its own copy.
 */
export { AccordionItem, type AccordionItemProps } from './Accordion';
export { Button, type ButtonProps } from './Button';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { CheckboxGroup, type CheckboxGroupProps } from './CheckboxGroup';
export { ConfirmButton, type ConfirmButtonProps } from './ConfirmButton';
export { Dialog, type DialogProps } from './Dialog';
export { Icon, type IconProps } from './Icon';
export { Notice, type NoticeProps, type NoticeType } from './Notice';
export { Pagination, type PaginationProps } from './Pagination';
export { RangeSlider, type RangeSliderProps } from './RangeSlider';
export { Result, type ResultProps, type ResultStatus } from './Result';
export { Select, type KitOption, type SelectProps } from './Select';
export { Tag, type TagProps } from './Tag';
export { TextArea, TextField, type TextAreaProps, type TextFieldProps } from './TextField';
