/** Query keys of the reviews feature. */
export const reviewKeys = {
  all: ['reviews'] as const,
  mine: () => [...reviewKeys.all, 'mine'] as const,
  employer: () => [...reviewKeys.all, 'employer'] as const,
  queue: () => [...reviewKeys.all, 'queue'] as const,
};
