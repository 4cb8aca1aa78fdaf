/** Inputs of the admin's page of soft-deleted rows of the books, and of restore. */
import { z } from 'zod';
import { optionalChoice, pageNumber } from '../schema.js';

export const BOOKS_TABLES = ['shippers', 'vehicles', 'payments', 'loads'] as const;
export type BooksTable = (typeof BOOKS_TABLES)[number];

export const deletedFilterSchema = z.object({
  table: optionalChoice(BOOKS_TABLES, 'Table'),
  page: pageNumber(1, 100_000, 'Page'),
  limit: pageNumber(50, 100, 'Limit'),
});
export type DeletedFilter = z.infer<typeof deletedFilterSchema>;
