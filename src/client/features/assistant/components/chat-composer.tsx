import { useTranslation } from 'react-i18next';
import { SendHorizontal } from 'lucide-react';
import { useId } from 'react';
import type { Ref } from 'react';
import { ASSISTANT_MESSAGE_MAX_LENGTH } from '../../../../shared/assistant';
import { Button } from '../../../components/ui/button';

/** From this length on, the number of characters is shown. */
export const COUNTER_FROM = ASSISTANT_MESSAGE_MAX_LENGTH - 100;

/**
 * The message field: Enter sends, Shift+Enter goes to the line. Sending waits while an
 * answer is written (the field stays open to prepare the next message).
 */
export function ChatComposer({
  value,
  onChange,
  onSend,
  busy,
  textareaRef,
}: {
  value: string;
  onChange: (value: string) => void;
  onSend: (content: string) => void;
  /** An answer is being written. */
  busy: boolean;
  textareaRef: Ref<HTMLTextAreaElement>;
}) {
  const { t: text } = useTranslation('assistant');
  const id = useId();
  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  const canSend = !busy && value.trim() !== '';
  const showCounter = value.length >= COUNTER_FROM;

  const submit = () => {
    if (canSend) onSend(value);
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {text('messageLabel')}
      </label>
      <div className="flex items-end gap-2 rounded-3xl border border-border bg-surface-raised p-1.5 shadow-sm transition-colors hover:border-fg-muted has-[textarea:focus-visible]:border-ring has-[textarea:focus-visible]:outline-2 has-[textarea:focus-visible]:outline-ring">
        <textarea
          id={id}
          ref={textareaRef}
          value={value}
          rows={1}
          maxLength={ASSISTANT_MESSAGE_MAX_LENGTH}
          placeholder={text('placeholder')}
          aria-describedby={showCounter ? `${hintId} ${counterId}` : hintId}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            submit();
          }}
          className="max-h-40 min-h-11 flex-1 resize-none bg-transparent px-3 py-2.5 text-base text-fg field-sizing-content placeholder:text-fg-muted focus:outline-none"
        />
        <Button
          type="submit"
          size="icon"
          aria-label={text('send')}
          title={text('send')}
          disabled={!canSend}
        >
          <SendHorizontal aria-hidden="true" />
        </Button>
      </div>
      <div className="mt-1.5 flex items-start justify-between gap-3 px-3 text-xs text-fg-muted">
        <p id={hintId} className="max-sm:sr-only">
          {text('inputHint')}
        </p>
        {showCounter && (
          <p
            id={counterId}
            className={`ml-auto shrink-0 tabular-nums ${value.length >= ASSISTANT_MESSAGE_MAX_LENGTH ? 'font-semibold text-danger' : ''}`}
          >
            {text('characters', { count: value.length, max: ASSISTANT_MESSAGE_MAX_LENGTH })}
          </p>
        )}
      </div>
    </form>
  );
}
