import type { Interview, InterviewList } from '@azubi/shared/interviews/interviews';
import type { QueryClient } from '@tanstack/react-query';
import { interviewKeys } from './interview-keys';

/** Puts a changed interview into every loaded list at once, then asks the server for the lists again. */
export function storeInterview(queryClient: QueryClient, interview: Interview): void {
  queryClient.setQueriesData<InterviewList>({ queryKey: interviewKeys.lists() }, (list) =>
    list ? { items: list.items.map((item) => (item.id === interview.id ? interview : item)) } : list,
  );
  void queryClient.invalidateQueries({ queryKey: interviewKeys.lists() });
}
