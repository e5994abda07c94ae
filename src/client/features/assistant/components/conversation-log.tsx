import { useTranslation } from 'react-i18next';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import type { AssistantMessage } from '../../../../shared/assistant';
import type { PendingExchange } from '../hooks/use-assistant-chat';
import { AssistantBubble, UserBubble } from './message-bubbles';

// Within this distance of the end, the page follows new text; further up, the reader stays.
const FOLLOW_DISTANCE_PX = 160;

/**
 * The conversation: a polite log (additions only). The answer being written changes in place
 * (not announced piece by piece); the page announces it once complete. Rows are keyed by
 * position, so the stored messages take the place of the pending ones without a new node.
 */
export function ConversationLog({
  messages,
  pendingQuestion,
  pendingAnswer,
  streaming,
  eaters,
}: {
  messages: AssistantMessage[];
  pendingQuestion: string | null;
  pendingAnswer: PendingExchange | null;
  streaming: boolean;
  /** Who eats (« Qui mange ? »), for the recipes planned from the answers; absent: everyone. */
  eaters?: string[] | undefined;
}) {
  const { t: text } = useTranslation('assistant');
  const logRef = useRef<HTMLDivElement>(null);
  const follow = useRef(true);

  useEffect(() => {
    const onScroll = () => {
      const root = document.scrollingElement;
      if (!root) return;
      follow.current = root.scrollHeight - root.scrollTop - root.clientHeight < FOLLOW_DISTANCE_PX;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // A new question: back to the end of the conversation.
  useEffect(() => {
    if (pendingQuestion !== null) follow.current = true;
  }, [pendingQuestion]);

  // One flat list keyed by position.
  const rows: ReactNode[] = messages.map((message, index) =>
    message.role === 'user' ? (
      <UserBubble key={index} content={message.content} />
    ) : (
      <AssistantBubble
        key={index}
        content={message.content}
        recipes={message.recipes}
        offer={message.offer}
        eaters={eaters}
      />
    ),
  );
  if (pendingQuestion !== null) {
    rows.push(<UserBubble key={rows.length} content={pendingQuestion} />);
  }
  if (pendingAnswer) {
    rows.push(
      <AssistantBubble
        key={rows.length}
        content={pendingAnswer.answer}
        recipes={pendingAnswer.recipes}
        eaters={eaters}
        writing={streaming}
      />,
    );
  }

  const count = rows.length;
  const written = pendingAnswer?.answer.length ?? 0;
  const recipes = pendingAnswer?.recipes.length ?? 0;
  useEffect(() => {
    const root = document.scrollingElement;
    const last = logRef.current?.lastElementChild;
    if (!follow.current || !root || !last) return;
    // A long answer (recipe cards) is shown from its start; anything else from the end.
    if (last.getBoundingClientRect().height > window.innerHeight * 0.6) {
      last.scrollIntoView?.({ block: 'start' });
    } else {
      root.scrollTop = root.scrollHeight;
    }
  }, [count, written, recipes]);

  return (
    <div
      ref={logRef}
      role="log"
      aria-live="polite"
      aria-relevant="additions"
      aria-label={text('conversationLabel')}
      className="flex flex-col gap-5"
    >
      {rows}
    </div>
  );
}
