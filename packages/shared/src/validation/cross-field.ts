/**
 * Rules that compare fields (an FSJ listing needs a sector, an end comes after its start) are an
 * object's `superRefine`. zod skips such a rule as soon as any field has failed, so a form showed
 * "Sector is required" only on the second submit, after the title had been fixed. With
 * `RUN_WITH_FIELD_ERRORS` the rule runs on every submit, and `fieldsPassed` lets each rule read
 * only fields that passed their own schema, so a field never gets a second message.
 *
 *   Schema.superRefine((value, ctx) => {
 *     if (fieldsPassed(ctx, 'programType', 'sector') && value.programType === 'fsj' && !value.sector) ctx.addIssue(…);
 *   }, RUN_WITH_FIELD_ERRORS);
 */

type Payload = { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] };

/** `superRefine`'s options: run also when other fields failed, as long as the input is an object. */
export const RUN_WITH_FIELD_ERRORS = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
};

/** Whether each named field passed its own schema (no issue at its path so far). */
export function fieldsPassed(ctx: Payload, ...fields: string[]): boolean {
  return !ctx.issues.some((issue) => fields.includes(String(issue.path?.[0])));
}
