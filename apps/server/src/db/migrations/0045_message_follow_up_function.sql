-- Issue 31: the batch of in-app notices and unread badges after message sends (message-follow-ups.ts)
-- as a function, so that PostgreSQL plans it once per connection. As a prepared statement it was
-- planned anew for almost every batch: its custom plan (which sees how many conversations the arrays
-- hold) always looked cheaper than the generic one, and planning this statement took longer than
-- running it. `plan_cache_mode = force_generic_plan` holds only while the function runs.
-- The batch commits without waiting for its WAL to reach the disk (synchronous_commit off for this
-- transaction only): what a crash loses of it, the next start recomputes from the message rows
-- (MessageFollowUps.recover); the message itself was committed durably by the send.
-- The unread totals count per conversation from the seen mark on (they read every message of a
-- conversation before). Besides what the statement returned before, each row says whether a push could reach the person
-- (push not switched off for messages and at least one device), so the app asks nothing more for
-- the others.
CREATE FUNCTION messaging_follow_up(batch_ids uuid[], batch_since integer[])
RETURNS TABLE (
  user_id uuid,
  count integer,
  conversation_id uuid,
  sender_side conversation_side,
  candidate_id uuid,
  company_id uuid,
  subject text,
  sender_name text,
  body text,
  link text,
  notification_id uuid,
  push boolean,
  push_wanted boolean
)
LANGUAGE plpgsql
VOLATILE
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  RETURN QUERY
  with batch as (
    select b.id, b.since_seq from unnest(batch_ids, batch_since) as b(id, since_seq)
  ),
  people as (
    select c.id as conversation_id, c.candidate_id as user_id, 'candidate' as side, c.subject, c.candidate_id, c.company_id,
      b.since_seq
    from conversations c join batch b on b.id = c.id
    where c.candidate_id is not null
    union all
    select c.id, cm.user_id, 'company', c.subject, c.candidate_id, c.company_id, b.since_seq
    from conversations c join batch b on b.id = c.id join company_members cm on cm.company_id = c.company_id
  ),
  waiting as (
    select p.conversation_id, p.user_id, p.side, p.subject, p.candidate_id, p.company_id, p.since_seq,
      latest.sender_id, latest.sender_side, latest.created_at as latest_at, latest.seq as latest_seq,
      latest.body, coalesce(u.name, co.name, '') as sender_name,
      case when p.side = 'candidate' then '/my-messages/' else '/employer/messages/' end || p.conversation_id as link
    from people p
    left join conversation_reads r on r.conversation_id = p.conversation_id and r.user_id = p.user_id
    cross join lateral (
      select m.sender_id, m.sender_side, m.created_at, m.seq, m.body
      from messages m
      where m.conversation_id = p.conversation_id and m.seq > coalesce(r.seen_seq, 0) and m.sender_side::text <> p.side
      order by m.seq desc
      limit 1
    ) latest
    join companies co on co.id = p.company_id
    left join users u on u.id = latest.sender_id
  ),
  noticed as (
    insert into notifications (user_id, type, data, link, emailed_at)
    select w.user_id, 'message_received',
      jsonb_build_object('conversationId', w.conversation_id, 'senderName', w.sender_name,
        'subject', coalesce(w.subject, ''))
        || case when w.sender_side = 'candidate' then jsonb_build_object('aboutUserId', w.candidate_id) else '{}'::jsonb end,
      w.link,
      null
    from waiting w
    where coalesce((select np.in_app from notification_preferences np
                    where np.user_id = w.user_id and np.type = 'message_received'), true)
      and not exists (
        select 1 from notifications n
        where n.user_id = w.user_id and n.type = 'message_received'
          and n.data ->> 'conversationId' = w.conversation_id::text
          and (n.read_at is null or n.created_at >= w.latest_at))
    returning notifications.id, notifications.user_id, notifications.data ->> 'conversationId' as conversation_id
  ),
  badges as (
    -- Per conversation, a count that reads only the messages after the seen mark (the index's
    -- range): as a join, the plan read every message of the conversation and filtered afterwards.
    select u.user_id, (
      (select coalesce(sum((
         select count(*) from messages m
         where m.conversation_id = c.id and m.seq > coalesce(r.seen_seq, 0) and m.sender_side = 'company')), 0)
       from conversations c
       left join conversation_reads r on r.conversation_id = c.id and r.user_id = u.user_id
       where c.candidate_id = u.user_id and c.last_seq > coalesce(r.seen_seq, 0))
      + (select coalesce(sum((
         select count(*) from messages m
         where m.conversation_id = c.id and m.seq > coalesce(r.seen_seq, 0) and m.sender_side = 'candidate')), 0)
       from company_members cm
       join conversations c on c.company_id = cm.company_id
       left join conversation_reads r on r.conversation_id = c.id and r.user_id = u.user_id
       where cm.user_id = u.user_id and c.last_seq > coalesce(r.seen_seq, 0))
    )::int as count
    from (select distinct waiting.user_id from waiting) u
  )
  select w.user_id, b.count, w.conversation_id, w.sender_side, w.candidate_id, w.company_id,
    coalesce(w.subject, '')::text, w.sender_name::text, w.body, w.link,
    coalesce(n.id, (
      select o.id from notifications o
      where o.user_id = w.user_id and o.type = 'message_received' and o.read_at is null
        and o.data ->> 'conversationId' = w.conversation_id::text
      order by o.created_at desc
      limit 1
    )),
    coalesce(w.latest_seq >= w.since_seq, false),
    coalesce((select np.push from notification_preferences np
              where np.user_id = w.user_id and np.type = 'message_received'), true)
      and exists (select 1 from push_subscriptions ps where ps.user_id = w.user_id)
  from waiting w
  join badges b on b.user_id = w.user_id
  left join noticed n on n.user_id = w.user_id and n.conversation_id = w.conversation_id::text;
END;
$$;
--> statement-breakpoint
-- A message's insert asked the analytics trigger every time (to_jsonb of the whole row to learn its
-- day), though only a message dated before today (an import, a correction) changes a closed day's
-- figures (migration 0038). The insert's trigger now fires only then; an update of created_at as before.
DROP TRIGGER messages_analytics_forget ON messages;
--> statement-breakpoint
CREATE TRIGGER messages_analytics_forget AFTER INSERT ON messages
  FOR EACH ROW WHEN (NEW.created_at < (date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'))
  EXECUTE FUNCTION analytics_daily_figures_forget('created_at');
--> statement-breakpoint
CREATE TRIGGER messages_analytics_forget_moved AFTER UPDATE OF created_at ON messages
  FOR EACH ROW EXECUTE FUNCTION analytics_daily_figures_forget('created_at');
