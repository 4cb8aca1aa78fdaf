/** Inputs of load reports: a reason from the list and optional details (at most 1000 characters). */
import { z } from 'zod';
import { choice, optionalFreeText } from '../../lib/fields.js';

/** Why a load is reported, in the order the form lists them. */
export const REPORT_REASONS = ['fake_load', 'advance_demanded', 'wrong_details', 'already_taken', 'abusive', 'other'] as const;

export const DETAILS_MAX = 1000;

/** POST /loads/<id>/report (the load comes from the path). */
export const reportSchema = z.object({
  reason: choice('reports.field.reason', REPORT_REASONS, 'reports.rule.reason'),
  details: optionalFreeText('reports.field.details', DETAILS_MAX),
});
export type ReportInput = z.infer<typeof reportSchema>;
