import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { failureWithDetail } from '../../../api/errors';
import { refreshAfterChange } from '../../../api/queryClient';
import { queryKeys } from '../../../api/queryKeys';
import { toast } from '../../../components/feedback/toast';
import { createPost, fetchPost, updatePost } from '../api/blogAdminApi';
import { BLOG_ADMIN_MESSAGES } from '../messages';
import type { BlogPost, BlogPostInput } from '../types/blogAdmin';
import { AFTER_BLOG_CHANGE } from './blogAdminChanges';

/** One whole post (with its content), for the edit and preview dialogs; nothing is loaded for `null`. */
export function useBlogPost(slug: string | null) {
  const { data, isPending, isFetching, isError, error, refetch } = useQuery({
    queryKey: queryKeys.blogAdmin.post(slug ?? ''),
    queryFn: ({ signal }) => fetchPost(slug ?? '', { signal }),
    enabled: slug !== null,
    meta: { errorToast: BLOG_ADMIN_MESSAGES.postLoadFailed },
  });
  return {
    post: data ?? null,
    isFirstLoad: slug !== null && isPending,
    isLoading: isFetching,
    hasFailed: isError && !data,
    error,
    reload: refetch,
  };
}

/**
 * Saving the create/edit dialog: a new post (`originalSlug` null) or the edit of one. Resolves to
 * the stored post, or null after telling the failure ("Failed to save blog post: <the server's detail>").
 */
export function useSaveBlogPost() {
  const queryClient = useQueryClient();
  const [isSaving, setIsSaving] = useState(false);

  const save = async (post: BlogPostInput, originalSlug: string | null): Promise<BlogPost | null> => {
    setIsSaving(true);
    try {
      const saved = originalSlug === null ? await createPost(post) : await updatePost(originalSlug, post);
      queryClient.setQueryData(queryKeys.blogAdmin.post(saved.slug), saved);
      toast.success(originalSlug === null ? BLOG_ADMIN_MESSAGES.created : BLOG_ADMIN_MESSAGES.updated);
      refreshAfterChange(queryClient, AFTER_BLOG_CHANGE);
      return saved;
    } catch (error) {
      toast.error(failureWithDetail(BLOG_ADMIN_MESSAGES.saveFailed, error));
      return null;
    } finally {
      setIsSaving(false);
    }
  };

  return { save, isSaving };
}
