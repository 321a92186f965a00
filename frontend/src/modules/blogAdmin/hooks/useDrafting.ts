import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/queryKeys';
import { toast } from '../../../components/feedback/toast';
import { fetchDraftingStatus } from '../api/blogAdminApi';
import { DraftingError, streamDraft } from '../api/streamDraft';
import { BLOG_ADMIN_MESSAGES } from '../messages';
import type { DraftRequest, GeneratedBlogPost } from '../types/blogAdmin';

/** Whether AI drafting is set up on the server, and how many drafts this admin has left this hour. */
export function useDraftingStatus() {
  const { data, isError } = useQuery({
    queryKey: queryKeys.blogAdmin.drafting,
    queryFn: ({ signal }) => fetchDraftingStatus({ signal }),
  });
  return { status: data ?? null, hasFailed: isError && !data };
}

/** A draft being written: words and seconds so far (as the server counts them), and the HTML so far. */
export type DraftRun = {
  words: number;
  elapsedMs: number;
  /** The draft so far, sanitized by the server; null until its first words arrive. */
  html: string | null;
};

/** "Failed to generate blog content: <the server's detail>" (the detail only when it says more). */
export function draftingFailureMessage(error: unknown): string {
  const fallback = BLOG_ADMIN_MESSAGES.generateFailed;
  const detail = error instanceof DraftingError ? error.detail : null;
  return detail && detail !== fallback ? `${fallback}: ${detail}` : fallback;
}

/**
 * One AI draft at a time, streamed: `start` resolves to the finished draft, or null when it failed
 * (told in a toast) or was cancelled. `cancel` aborts the call, and so does leaving the screen.
 */
export function useDraftGeneration() {
  const queryClient = useQueryClient();
  const [run, setRun] = useState<DraftRun | null>(null);
  const controllerRef = useRef<AbortController | null>(null);

  // The dialog closing (or the page changing) stops the model too.
  useEffect(() => () => controllerRef.current?.abort(), []);

  const start = async (request: DraftRequest): Promise<GeneratedBlogPost | null> => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setRun({ words: 0, elapsedMs: 0, html: null });
    const isCurrent = () => controllerRef.current === controller;
    try {
      return await streamDraft(request, {
        signal: controller.signal,
        onProgress: ({ words, elapsed_ms }) => {
          if (isCurrent()) setRun((current) => current && { ...current, words, elapsedMs: elapsed_ms });
        },
        onDraft: ({ content, words }) => {
          if (isCurrent()) setRun((current) => current && { ...current, html: content, words: Math.max(words, current.words) });
        },
      });
    } catch (error) {
      if (!controller.signal.aborted) toast.error(draftingFailureMessage(error));
      return null;
    } finally {
      if (isCurrent()) {
        controllerRef.current = null;
        setRun(null);
      }
      // Every run counts toward the hourly limit, a cancelled one too.
      void queryClient.invalidateQueries({ queryKey: queryKeys.blogAdmin.drafting });
    }
  };

  const cancel = () => {
    controllerRef.current?.abort();
    controllerRef.current = null;
    setRun(null);
  };

  return { run, isRunning: run !== null, start, cancel };
}
