import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  listConversations,
  mergeConversations,
  messagesSince,
  newestMessageAt,
  RECENT_CONVERSATIONS,
  type ChatHistoryConversation,
  type ConversationQuery,
} from '../../api/chat-history.ts';
import { notify } from '../../components/notify.ts';
import { useVisiblePoll } from '../../hooks/use-visible-poll.ts';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * SPEC 2/9: the 20 newest conversations matching a search or the unanswered filter, 20 more on
 * request. New chats, and new messages in those shown, appear while the page is visible: a cheap
 * "anything since?" first, the first page only when there is.
 */
export function useConversations(query: ConversationQuery) {
  const [conversations, setConversations] = useState<ChatHistoryConversation[] | null>(null);
  const [hasMore, setHasMore] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const { search, unansweredOnly } = query;
  // A new search or filter starts from an empty list (set while rendering, as React advises).
  const key = `${unansweredOnly}:${search}`;
  const [listKey, setListKey] = useState(key);
  if (listKey !== key) {
    setListKey(key);
    setConversations(null);
  }
  const current = useRef(key);
  useLayoutEffect(() => {
    current.current = key;
  }, [key]);

  useEffect(() => {
    let active = true;
    listConversations({ search, unansweredOnly })
      .then((found) => {
        if (!active) return;
        setConversations(found);
        setHasMore(found.length === RECENT_CONVERSATIONS);
      })
      .catch((error: unknown) => {
        notify('error', 'Error loading chat history', message(error));
        if (active) setConversations([]);
      });
    return () => {
      active = false;
    };
  }, [search, unansweredOnly]);

  const polling = useRef(false);
  useVisiblePoll(() => {
    const since = conversations && newestMessageAt(conversations);
    if (!since || polling.current) return;
    polling.current = true;
    const asked = key;
    messagesSince(since)
      .then(async (changed) => {
        if (!changed) return;
        const fresh = await listConversations({ search, unansweredOnly });
        // A search or filter changed meanwhile: this page is not the one shown.
        if (asked === current.current)
          setConversations((shown) => (shown ? mergeConversations(shown, fresh) : fresh));
      })
      // A missed poll is not worth a toast: the next one tries again.
      .catch(() => undefined)
      .finally(() => {
        polling.current = false;
      });
  });

  const loadMore = useCallback(async () => {
    const last = conversations?.at(-1);
    if (!last) return;
    setLoadingMore(true);
    try {
      const older = await listConversations({ search, unansweredOnly }, last);
      setConversations((list) => [
        ...(list ?? []),
        ...older.filter((c) => !list?.some((k) => k.id === c.id)),
      ]);
      setHasMore(older.length === RECENT_CONVERSATIONS);
    } catch (error) {
      notify('error', 'Error loading chat history', message(error));
    } finally {
      setLoadingMore(false);
    }
  }, [conversations, search, unansweredOnly]);

  return { conversations, hasMore, loadingMore, loadMore };
}
