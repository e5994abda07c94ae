// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTION_TOAST_MS, Toast, TOAST_MS, UNDO_TOAST_MS, useToast } from './toast';
import type { ToastAction } from './toast';

function Harness({ action }: { action?: ToastAction }) {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.show('Article coché', action ?? null)}>
        Montrer
      </button>
      <button
        type="button"
        onClick={() =>
          toast.showUndo(
            'Article supprimé',
            action ?? { label: 'Annuler', onAction: () => undefined },
          )
        }
      >
        Supprimer
      </button>
      <Toast {...toast.props} />
    </>
  );
}

const status = () => screen.getByRole('status');

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Toast', () => {
  it('shows a message in a live region for 3 s', () => {
    render(<Harness />);
    expect(status().textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Montrer' }));
    expect(status().textContent).toBe('Article coché');
    act(() => vi.advanceTimersByTime(TOAST_MS - 1));
    expect(status().textContent).toBe('Article coché');
    act(() => vi.advanceTimersByTime(1));
    expect(status().textContent).toBe('');
  });

  it('offers an action for longer, runs it once chosen and gives the focus back', () => {
    const onAction = vi.fn();
    render(<Harness action={{ label: 'Ranger dans le frigo', onAction }} />);
    const trigger = screen.getByRole('button', { name: 'Montrer' });
    trigger.focus();
    fireEvent.click(trigger);
    act(() => vi.advanceTimersByTime(TOAST_MS));
    const action = screen.getByRole('button', { name: 'Ranger dans le frigo' });
    fireEvent.focus(action, { relatedTarget: trigger });
    action.focus();
    fireEvent.click(action);
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(trigger);
  });

  it('waits while the pointer or the focus is on it', () => {
    render(<Harness action={{ label: 'Ranger dans le frigo', onAction: () => undefined }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Montrer' }));
    const action = screen.getByRole('button', { name: 'Ranger dans le frigo' });
    fireEvent.mouseEnter(action.parentElement!);
    act(() => vi.advanceTimersByTime(ACTION_TOAST_MS * 2));
    expect(status().textContent).toContain('Article coché');
    fireEvent.mouseLeave(action.parentElement!);
    fireEvent.focus(action);
    act(() => vi.advanceTimersByTime(ACTION_TOAST_MS * 2));
    expect(status().textContent).toContain('Article coché');
    fireEvent.blur(action);
    act(() => vi.advanceTimersByTime(ACTION_TOAST_MS - 1));
    expect(status().textContent).toContain('Article coché');
    act(() => vi.advanceTimersByTime(1));
    expect(status().textContent).toBe('');
  });

  it('offers « Annuler » for 5 s, a kind of its own between a success and an offer', () => {
    const onAction = vi.fn();
    render(<Harness action={{ label: 'Annuler', onAction }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect(UNDO_TOAST_MS).toBe(5000);
    act(() => vi.advanceTimersByTime(UNDO_TOAST_MS - 1));
    expect(status().textContent).toContain('Article supprimé');
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    act(() => vi.advanceTimersByTime(UNDO_TOAST_MS));
    expect(status().textContent).toBe('');
  });
});
