import { useTranslation } from 'react-i18next';
import { ChefHat } from 'lucide-react';
import type { AssistantOffer, AssistantRecipe as Recipe } from '../../../../shared/assistant';
import { AnswerOffer } from './answer-offer';
import { AssistantRecipe } from './assistant-recipe';

// Scrolled to by its top: clear of the sticky top bar.
const ROW = 'scroll-mt-20';

/** The user's message, on the right. */
export function UserBubble({ content }: { content: string }) {
  const { t: text } = useTranslation('assistant');
  return (
    <div className={`flex justify-end ${ROW}`}>
      <p className="max-w-[85%] rounded-3xl rounded-br-md bg-primary px-4 py-2.5 break-words whitespace-pre-wrap text-on-primary shadow-sm">
        <span className="sr-only">{text('youSaid')} </span>
        {content}
      </p>
    </div>
  );
}

/** The Assistant Chef's answer, on the left: its text (written as it arrives), then its recipes. */
export function AssistantBubble({
  content,
  recipes,
  offer,
  eaters,
  writing = false,
}: {
  content: string;
  recipes: Recipe[];
  /** A menu's courses and actions, or « Planifier ma semaine » (issue 29). */
  offer?: AssistantOffer | null | undefined;
  /** Who eats (« Qui mange ? »): a recipe planned from here is for them; absent: everyone. */
  eaters?: string[] | undefined;
  /** The answer is still being written. */
  writing?: boolean;
}) {
  const { t: text } = useTranslation('assistant');
  return (
    <div className={`flex items-start gap-2.5 sm:gap-3 ${ROW}`}>
      <span
        aria-hidden="true"
        className="grid size-9 shrink-0 place-items-center rounded-full bg-primary-soft text-primary"
      >
        <ChefHat className="size-5" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        {content !== '' && (
          <p className="max-w-full self-start rounded-3xl rounded-tl-md border border-border bg-surface-raised px-4 py-2.5 break-words whitespace-pre-wrap text-fg shadow-sm">
            <span className="sr-only">{text('assistantSaid')} </span>
            {content}
          </p>
        )}
        {writing && (
          <p className="flex min-h-9 items-center gap-2 text-sm text-fg-muted">
            <span aria-hidden="true" className="flex gap-1">
              {[0, 150, 300].map((delay) => (
                <span
                  key={delay}
                  style={{ animationDelay: `${delay}ms` }}
                  className="size-1.5 rounded-full bg-fg-muted motion-safe:animate-pulse"
                />
              ))}
            </span>
            {text('writing')}
          </p>
        )}
        {recipes.length > 0 && (
          // The recipes are not read out as they appear: the finished answer is announced.
          <div aria-live="off" className="flex flex-col gap-4">
            {recipes.map((recipe, index) => {
              const course = offer?.kind === 'menu' ? offer.courses[index] : undefined;
              return course ? (
                <section key={recipe.id} aria-label={course} className="flex flex-col gap-2">
                  <h3 className="text-sm font-semibold tracking-wide text-primary uppercase">
                    {course}
                  </h3>
                  <AssistantRecipe recipe={recipe} eaters={eaters} />
                </section>
              ) : (
                <AssistantRecipe key={recipe.id} recipe={recipe} eaters={eaters} />
              );
            })}
          </div>
        )}
        {offer && !writing && <AnswerOffer offer={offer} recipes={recipes} eaters={eaters} />}
      </div>
    </div>
  );
}
