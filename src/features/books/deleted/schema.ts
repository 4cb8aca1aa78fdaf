/** Inputs of the admin's page of soft-deleted rows of the books, and of restore. */
import { z } from 'zod';
import { optionalChoice, pageNumber, pageSize } from '../../../lib/fields.js';

export const BOOKS_TABLES = ['shippers', 'vehicles', 'payments', 'loads'] as const;
export type BooksTable = (typeof BOOKS_TABLES)[number];

export const deletedFilterSchema = z.object({
  table: optionalChoice('books.field.table', BOOKS_TABLES),
  page: pageNumber('books.field.page'),
  limit: pageSize('books.field.limit', 100, 50),
});
