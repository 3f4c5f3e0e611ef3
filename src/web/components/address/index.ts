export { PrefectureSelect } from './prefecture-select';
export { usePostalAutofill, type PostalAutofill, type PostalAutofillStatus } from './use-postal-autofill';
export { addressToFill, fetchPostalAddresses } from './postal-lookup';
