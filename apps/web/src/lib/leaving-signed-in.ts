let leavingSignedIn = false;

/**
 * For a page that ends the account itself (deletion): from now until that page's guard unmounts,
 * an account that disappears does not send the visitor to sign in; `leave` navigates away meanwhile.
 */
export async function leaveSignedInPages(leave: () => Promise<void>): Promise<void> {
  leavingSignedIn = true;
  await leave();
}

/** Whether the signed-in page being shown is being left on purpose (see leaveSignedInPages). */
export function isLeavingSignedIn(): boolean {
  return leavingSignedIn;
}

/** The page that was left is gone: later pages guard as usual. */
export function doneLeavingSignedIn(): void {
  leavingSignedIn = false;
}
