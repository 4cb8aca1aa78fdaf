/**
 * The two city helpers of the business books' schema (src/features/books/schema.ts),
 * which is being split in another branch while the rules moved to lib/fields.ts.
 * Delete this file once books imports them from lib/fields.ts.
 */
export { isPlaceName, notAPlaceMessage } from './fields.js';
