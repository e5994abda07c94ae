import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Page } from '../../../../shared/api';
import type {
  AssistantConversation,
  AssistantMessage,
  AssistantRecipe,
} from '../../../../shared/assistant';
import { isStaleEatersError } from '../../../components/eaters/api';
import { ApiError } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import {
  createConversation,
  deleteConversation,
  fetchConversation,
  fetchConversations,
  sendMessage,
} from '../api/assistant';
import type { ConversationDetail } from '../api/assistant';
import { readAssistantEvents } from '../api/read-assistant-events';

/** The exchange under way: the question as typed, then the answer as it is written. */
export interface PendingExchange {
  question: string;
  answer: string;
  recipes: AssistantRecipe[];
  /** Ids of the stored messages, once the server has sent them. */
  questionId: string | null;
  answerId: string | null;
}

export interface ChatError {
  code: string;
  message: string;
}

type ConversationPages = InfiniteData<Page<AssistantConversation>, string | null>;

/**
 * Rewrites the conversations read so far (every page) with `edit`, which receives them in
 * order; the pages keep their cursors, so « plus anciennes » goes on where it stopped.
 */
function editConversations(
  queryClient: QueryClient,
  edit: (items: AssistantConversation[]) => AssistantConversation[],
) {
  queryClient.setQueryData<ConversationPages>(QUERY_KEYS.conversations, (data) => {
    if (!data) return data;
    const sizes = data.pages.map((page) => page.items.length);
    const items = edit(data.pages.flatMap((page) => page.items));
    // One more conversation goes into the first page, one fewer comes out of its own.
    const delta = items.length - sizes.reduce((sum, size) => sum + size, 0);
    let start = 0;
    const pages = data.pages.map((page, index) => {
      const size = Math.max(0, (sizes[index] ?? 0) + (index === 0 ? delta : 0));
      const slice = items.slice(start, start + size);
      start += size;
      return { ...page, items: slice };
    });
    const rest = items.slice(start);
    if (rest.length > 0 && pages.length > 0) {
      const last = pages[pages.length - 1]!;
      pages[pages.length - 1] = { ...last, items: [...last.items, ...rest] };
    }
    return { ...data, pages };
  });
}

/** Puts `conversation` first (new, or just answered). */
function putFirst(queryClient: QueryClient, conversation: AssistantConversation) {
  editConversations(queryClient, (items) => [
    conversation,
    ...items.filter((item) => item.id !== conversation.id),
  ]);
}

/**
 * The Assistant Chef's state: the conversation shown (by default the most recent one), its
 * messages, and sending a message with its answer streamed in.
 *
 * `selected`: undefined follows the most recent conversation, null is a new conversation not
 * created yet (its first message creates it), a string is a chosen conversation.
 */
export function useAssistantChat(texts: {
  /** When a failure has no message of the server's. */
  unexpected: string;
  /** When the answer stopped before its end. */
  interrupted: string;
}) {
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<string | null | undefined>(undefined);
  const [pending, setPending] = useState<PendingExchange | null>(null);
  const [streaming, setStreaming] = useState(false);
  const [error, setError] = useState<ChatError | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const busy = useRef(false);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const list = useInfiniteQuery({
    queryKey: QUERY_KEYS.conversations,
    queryFn: ({ signal, pageParam }) => fetchConversations(signal, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    refetchOnWindowFocus: false,
  });
  const conversations = list.data?.pages.flatMap((page) => page.items) ?? [];
  const currentId = selected === undefined ? (conversations[0]?.id ?? null) : selected;
  const detail = useQuery({
    queryKey: QUERY_KEYS.conversation(currentId ?? ''),
    queryFn: ({ signal }) => fetchConversation(currentId ?? '', signal),
    enabled: currentId !== null,
    // The page keeps it up to date itself (each streamed answer is written into it).
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  const loading =
    (selected === undefined && list.isPending) || (currentId !== null && detail.isPending);
  // An older page that failed keeps what was read (its button says so), not the whole page.
  const listError = list.data ? null : list.error;
  const loadError =
    (selected === undefined ? listError : null) ?? (currentId !== null ? detail.error : null);

  const retryLoad = useCallback(() => {
    if (list.isError && !list.data) void list.refetch();
    else void detail.refetch();
  }, [list, detail]);

  /** Writes a stored message (and the conversation's new state) into the cache. */
  const store = useCallback(
    (id: string, message: AssistantMessage, conversation?: AssistantConversation) => {
      queryClient.setQueryData<ConversationDetail>(QUERY_KEYS.conversation(id), (data) =>
        data
          ? {
              conversation: conversation ?? data.conversation,
              messages: [...data.messages.filter((m) => m.id !== message.id), message],
            }
          : data,
      );
      if (conversation) putFirst(queryClient, conversation);
    },
    [queryClient],
  );

  /**
   * Sends `raw`, for `eaters` when chosen; `onAccepted` runs once the server has stored the
   * question. Resolves with whether it was accepted (false: `error` says why, and the text
   * should stay to retry).
   */
  const send = useCallback(
    async (
      raw: string,
      { onAccepted, eaters }: { onAccepted?: () => void; eaters?: string[] } = {},
    ): Promise<boolean> => {
      const content = raw.trim();
      if (!content || busy.current) return false;
      busy.current = true;
      const controller = new AbortController();
      abort.current = controller;
      setStreaming(true);
      setError(null);
      setAnnouncement('');
      setPending({ question: content, answer: '', recipes: [], questionId: null, answerId: null });

      let accepted = false;
      let finished = false;
      try {
        let id = currentId;
        if (id === null) {
          const conversation = await createConversation();
          id = conversation.id;
          queryClient.setQueryData<ConversationDetail>(QUERY_KEYS.conversation(id), {
            conversation,
            messages: [],
          });
          putFirst(queryClient, conversation);
        }
        // From now on this conversation stays shown, whatever the list's order becomes.
        setSelected(id);
        const conversationId = id;
        const response = await sendMessage(conversationId, content, {
          eaters,
          signal: controller.signal,
        });
        await readAssistantEvents(response, (event) => {
          switch (event.type) {
            case 'message':
              accepted = true;
              store(conversationId, event.message);
              setPending((p) => p && { ...p, questionId: event.message.id });
              onAccepted?.();
              break;
            case 'text':
              setPending((p) => p && { ...p, answer: p.answer + event.delta });
              break;
            case 'recipes':
              setPending((p) => p && { ...p, recipes: event.recipes });
              break;
            case 'done':
              finished = true;
              store(conversationId, event.message, event.conversation);
              setPending(
                (p) =>
                  p && {
                    ...p,
                    answer: event.message.content,
                    recipes: event.message.recipes,
                    answerId: event.message.id,
                  },
              );
              setAnnouncement(event.message.content);
              break;
            case 'error':
              finished = true;
              setPending(null);
              setError({ code: event.code, message: event.message });
              break;
          }
        });
        if (!finished) {
          setPending(null);
          setError({ code: 'INTERRUPTED', message: texts.interrupted });
        }
      } catch (caught) {
        if (controller.signal.aborted) return false;
        if (isStaleEatersError(caught))
          void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.eaters });
        setPending(null);
        setError(
          caught instanceof ApiError
            ? { code: caught.code, message: caught.message }
            : { code: 'UNEXPECTED', message: texts.unexpected },
        );
      } finally {
        busy.current = false;
        if (abort.current === controller) abort.current = null;
        setStreaming(false);
      }
      return accepted;
    },
    [currentId, queryClient, store, texts.unexpected, texts.interrupted],
  );

  const reset = useCallback((next: string | null) => {
    setSelected(next);
    setPending(null);
    setError(null);
    setAnnouncement('');
  }, []);

  /** Shows an empty conversation: it is created on the server with its first message. */
  const startNew = useCallback(() => reset(null), [reset]);
  const open = useCallback((id: string) => reset(id), [reset]);

  const removeCurrent = useCallback(async () => {
    if (currentId === null) return;
    await deleteConversation(currentId);
    editConversations(queryClient, (items) => items.filter((item) => item.id !== currentId));
    queryClient.removeQueries({ queryKey: QUERY_KEYS.conversation(currentId), exact: true });
    reset(null);
  }, [currentId, queryClient, reset]);

  const messages = currentId !== null ? (detail.data?.messages ?? []) : [];
  // The exchange under way stays shown until its stored messages are in the list.
  const has = (id: string | null) => id !== null && messages.some((m) => m.id === id);
  const pendingQuestion = pending && !has(pending.questionId) ? pending.question : null;
  const pendingAnswer = pending && !has(pending.answerId) ? pending : null;

  return {
    conversations,
    /** Older conversations remain on the server (« Afficher les plus anciennes »). */
    hasOlder: list.hasNextPage,
    loadingOlder: list.isFetchingNextPage,
    olderError: list.isFetchNextPageError,
    loadOlder: () => void list.fetchNextPage(),
    /** The list of conversations has arrived (the page's controls can show). */
    listReady: list.isSuccess,
    currentId,
    messages,
    pendingQuestion,
    pendingAnswer,
    streaming,
    loading,
    loadError,
    retryLoad,
    error,
    clearError: () => setError(null),
    announcement,
    send,
    startNew,
    open,
    removeCurrent,
  };
}
