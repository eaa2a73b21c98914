/** The first message (a shared message key) of a failed parse, or undefined when it passed. */
export function firstProblem(result: { success: boolean; error?: { issues: readonly { message: string }[] } }) {
  return result.success ? undefined : (result.error?.issues[0]?.message ?? 'validation.invalidValue');
}
