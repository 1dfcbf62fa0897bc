// `@island-eats/ui/form-fields`: the labelled form controls every formik form uses (auth,
// checkout, profile). An entry of its own so formik loads only with the forms.
export { controlStyles, FieldBox, FieldError, Input, Select } from './field-styles';
export { TextField } from './text-field';
