/**
 * The plain-component kit: the controls of public pages, drawn without antd (docs/architecture.md,
 * "The plain-component kit"). One file a component, their looks in forms.css and pagination.css.
 */
export { Checkbox, type CheckboxProps } from './Checkbox';
export { CheckboxGroup, type CheckboxGroupProps } from './CheckboxGroup';
export { Pagination, type PaginationProps } from './Pagination';
export { RangeSlider, type RangeSliderProps } from './RangeSlider';
export { Select, type KitOption, type SelectProps } from './Select';
