import { useTranslation } from 'react-i18next';
import { ChevronDown, History, LoaderCircle, RotateCcw, SquarePen, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { PATHS } from '../../../../shared/routes';
import { EatersChoice } from '../../../components/eaters/eaters-choice';
import { useEatersChoice } from '../../../components/eaters/use-eaters-choice';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ChatComposer } from '../components/chat-composer';
import { ConversationLog } from '../components/conversation-log';
import { DeleteConversationDialog } from '../components/delete-conversation-dialog';
import { StarterChips } from '../components/starter-chips';
import { useAssistantChat } from '../hooks/use-assistant-chat';

const TOAST_MS = 3000;
// The questionnaire is missing (the access gate or the assistant says so).
const NEEDS_QUESTIONNAIRE = new Set(['PREFERENCES_MISSING', 'ONBOARDING_REQUIRED']);

const dateFormat = new Intl.DateTimeFormat('fr', { day: 'numeric', month: 'short' });

function ChatSkeleton() {
  return (
    <div data-testid="chat-skeleton" className="flex flex-col gap-5">
      <Skeleton className="h-11 w-2/3 self-end rounded-3xl!" />
      <div className="flex items-start gap-3">
        <Skeleton className="size-9 shrink-0 rounded-full!" />
        <Skeleton className="h-20 w-4/5 rounded-3xl!" />
      </div>
      <Skeleton className="h-11 w-1/2 self-end rounded-3xl!" />
      <div className="flex items-start gap-3">
        <Skeleton className="size-9 shrink-0 rounded-full!" />
        <Skeleton className="h-14 w-3/5 rounded-3xl!" />
      </div>
    </div>
  );
}

/**
 * /dashboard/chat: the Assistant Chef. The most recent conversation comes back on opening;
 * answers are written as they arrive, with recipe cards the suggestions page's way.
 */
export function ChatPage() {
  const { t: text } = useTranslation('assistant');
  useDocumentTitle(text('title'));
  const chat = useAssistantChat({
    unexpected: text('unexpectedError'),
    interrupted: text('interrupted'),
  });
  const eaters = useEatersChoice();
  const [draft, setDraft] = useState('');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [toast, setToast] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const selectId = useId();

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  // After the dialog has closed (it gives the focus back first), the field takes it.
  useEffect(() => {
    if (focusRequest > 0) textareaRef.current?.focus();
  }, [focusRequest]);

  const send = (content: string) => {
    textareaRef.current?.focus();
    // The text leaves the field once the server has it: on a refusal it stays to retry.
    void chat.send(content, {
      eaters: eaters.eaters,
      onAccepted: () => setDraft((now) => (now.trim() === content.trim() ? '' : now)),
    });
  };

  const { conversations, currentId, messages, pendingQuestion, pendingAnswer, streaming } = chat;
  const empty = messages.length === 0 && pendingQuestion === null && pendingAnswer === null;

  let content;
  if (chat.loading) {
    content = <ChatSkeleton />;
  } else if (chat.loadError) {
    content = (
      <Alert variant="error">
        <p>{chat.loadError instanceof ApiError ? chat.loadError.message : text('loadError')}</p>
        <Button variant="secondary" className="mt-3" onClick={chat.retryLoad}>
          <RotateCcw aria-hidden="true" />
          {text('retry')}
        </Button>
      </Alert>
    );
  } else {
    content = (
      <>
        {empty && <StarterChips onPick={send} disabled={streaming} />}
        <ConversationLog
          messages={messages}
          pendingQuestion={pendingQuestion}
          pendingAnswer={pendingAnswer}
          streaming={streaming}
          eaters={eaters.eaters}
        />
      </>
    );
  }

  const recipeCount = chat.announcement ? (messages.at(-1)?.recipes.length ?? 0) : 0;

  return (
    // The composer stays at the bottom of the screen; the page's own bottom space is taken
    // back so that it sits at the very end once scrolled down.
    <div className="mx-auto -mb-16 flex min-h-[calc(100dvh-5.25rem)] w-full max-w-3xl flex-col gap-5 sm:min-h-[calc(100dvh-6rem)]">
      <header className="flex flex-col gap-4">
        <div>
          <h1 className="font-display text-3xl font-semibold text-fg">{text('title')}</h1>
          <p className="mt-1 text-pretty text-fg-muted">{text('intro')}</p>
        </div>
        {chat.listReady && (
          <div className="flex flex-wrap items-center gap-2">
            <Button
              variant="secondary"
              disabled={streaming || chat.loading || currentId === null}
              onClick={() => {
                chat.startNew();
                setDraft('');
                setFocusRequest((n) => n + 1);
              }}
            >
              <SquarePen aria-hidden="true" />
              {text('newConversation')}
            </Button>
            {conversations.length > 0 && (
              <div className="relative flex min-w-0 flex-1 items-center sm:max-w-xs">
                <label htmlFor={selectId} className="sr-only">
                  {text('previousConversations')}
                </label>
                <History
                  aria-hidden="true"
                  className="pointer-events-none absolute left-3.5 size-5 text-fg-muted"
                />
                <select
                  id={selectId}
                  title={text('previousConversations')}
                  value={currentId ?? ''}
                  disabled={streaming}
                  onChange={(event) => {
                    if (event.target.value) chat.open(event.target.value);
                  }}
                  className="block min-h-11 w-full min-w-0 truncate rounded-full border border-border bg-surface-raised py-2 pr-4 pl-11 text-base text-fg shadow-xs transition-colors hover:border-fg-muted focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring disabled:opacity-50"
                >
                  {currentId === null && <option value="">{text('currentIsNew')}</option>}
                  {conversations.map((conversation) => (
                    <option key={conversation.id} value={conversation.id}>
                      {`${conversation.title || text('untitled')} — ${dateFormat.format(new Date(conversation.updatedAt))}`}
                    </option>
                  ))}
                </select>
              </div>
            )}
            {chat.hasOlder && (
              <Button
                variant="ghost"
                disabled={chat.loadingOlder}
                aria-busy={chat.loadingOlder}
                onClick={chat.loadOlder}
              >
                {chat.loadingOlder ? (
                  <LoaderCircle
                    aria-hidden="true"
                    className="animate-spin motion-reduce:animate-none"
                  />
                ) : (
                  <ChevronDown aria-hidden="true" />
                )}
                {chat.loadingOlder
                  ? text('loadingOlder')
                  : chat.olderError
                    ? text('olderError')
                    : text('olderConversations')}
              </Button>
            )}
            {currentId !== null && (
              <Button
                variant="ghost"
                size="icon"
                aria-label={text('deleteConversation')}
                title={text('deleteConversation')}
                disabled={streaming}
                onClick={() => setConfirmDelete(true)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            )}
          </div>
        )}
        <EatersChoice choice={eaters} />
      </header>

      <div className="flex-1">{content}</div>

      <p role="status" className="sr-only">
        {chat.announcement
          ? `${text('answered', { text: chat.announcement })}${recipeCount > 0 ? ` ${text('recipesCount', { count: recipeCount })}` : ''}`
          : ''}
      </p>

      {chat.listReady && (
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-3 bg-surface px-4 pt-2 pb-[max(1rem,env(safe-area-inset-bottom))] sm:-mx-6 sm:px-6">
          {chat.error && (
            <Alert variant="error">
              <p>{chat.error.message}</p>
              {NEEDS_QUESTIONNAIRE.has(chat.error.code) && (
                <ButtonLink to={PATHS.questionnaire} variant="secondary" className="mt-3">
                  {text('completePreferences')}
                </ButtonLink>
              )}
            </Alert>
          )}
          <ChatComposer
            value={draft}
            onChange={setDraft}
            onSend={send}
            busy={streaming || chat.loading}
            textareaRef={textareaRef}
          />
        </div>
      )}

      {confirmDelete && (
        <DeleteConversationDialog
          onClose={() => setConfirmDelete(false)}
          onConfirm={async () => {
            await chat.removeCurrent();
            setConfirmDelete(false);
            setToast(text('deleted'));
            setFocusRequest((n) => n + 1);
          }}
        />
      )}
      <Toast message={toast} />
    </div>
  );
}

export { ChatPage as Component };
