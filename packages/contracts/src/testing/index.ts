/** Answers of the API built for tests, complete and valid by the contracts' schemas; never used by the site. */
export { aBilingualCategory, aBilingualProduct, aCategory, aProduct } from './products';
