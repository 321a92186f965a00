import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { failureWithDetail } from '../../../api/errors';
import { refreshAfterChange } from '../../../api/queryClient';
import { queryKeys } from '../../../api/queryKeys';
import { toast } from '../../../components/feedback/toast';
import { useBusyIds } from '../../dashboard/hooks/useBusyIds';
import { deletePost, fetchAdminPosts, fetchPost, updatePost } from '../api/blogAdminApi';
import { BLOG_ADMIN_MESSAGES } from '../messages';
import type { BlogPost, BlogPostInput, BlogPostList } from '../types/blogAdmin';
import { AFTER_BLOG_CHANGE } from './blogAdminChanges';

/** A stored post as the body of an edit that changes nothing (its image and date are left as they are). */
export function postAsInput(post: BlogPost): BlogPostInput {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    category: post.category,
    keywords: post.keywords,
    author: post.author,
    is_published: post.is_published,
  };
}

/**
 * Blog Management's table: one page of every post (20, drafts and scheduled ones too; the page on
 * screen stays while the next loads), and delete and publish/unpublish. Each change refreshes the
 * admin table and the public blog; failures are told in a toast.
 */
export function useBlogPosts() {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const { data, isFetching, isPending, isError, refetch } = useQuery({
    queryKey: queryKeys.blogAdmin.list(page),
    queryFn: ({ signal }) => fetchAdminPosts(page, { signal }),
    placeholderData: keepPreviousData,
    meta: { errorToast: BLOG_ADMIN_MESSAGES.loadFailed },
  });
  const { run, isBusy } = useBusyIds();
  const posts = data?.posts ?? [];

  const remove = (slug: string): Promise<void> =>
    run(`delete:${slug}`, async () => {
      try {
        await deletePost(slug);
        toast.success(BLOG_ADMIN_MESSAGES.deleted);
        queryClient.removeQueries({ queryKey: queryKeys.blogAdmin.post(slug) });
        // The last row of a later page: show the page before it.
        if (posts.length === 1 && page > 1) setPage(page - 1);
        refreshAfterChange(queryClient, AFTER_BLOG_CHANGE);
      } catch {
        toast.error(BLOG_ADMIN_MESSAGES.deleteFailed);
      }
    });

  /** Publishes a draft or unpublishes a post: the whole post is read, and sent back with is_published flipped. */
  const togglePublished = (slug: string): Promise<void> =>
    run(`publish:${slug}`, async () => {
      try {
        const post = await queryClient.fetchQuery({
          queryKey: queryKeys.blogAdmin.post(slug),
          queryFn: ({ signal }) => fetchPost(slug, { signal }),
          staleTime: 0,
        });
        const updated = await updatePost(slug, { ...postAsInput(post), is_published: !post.is_published });
        queryClient.setQueryData(queryKeys.blogAdmin.post(slug), updated);
        queryClient.setQueryData<BlogPostList>(
          queryKeys.blogAdmin.list(page),
          (list) => list && { ...list, posts: list.posts.map((row) => (row.slug === slug ? updated : row)) },
        );
        toast.success(updated.is_published ? BLOG_ADMIN_MESSAGES.published : BLOG_ADMIN_MESSAGES.unpublished);
        refreshAfterChange(queryClient, AFTER_BLOG_CHANGE);
      } catch (error) {
        toast.error(failureWithDetail(BLOG_ADMIN_MESSAGES.saveFailed, error));
      }
    });

  return {
    posts,
    total: data?.total ?? 0,
    page,
    setPage,
    /** A load is under way (the first, or again); the rows on screen stay. */
    isLoading: isFetching,
    isFirstLoad: isPending,
    /** The load failed and there is nothing to show. */
    hasFailed: isError && !data,
    reload: refetch,
    remove,
    togglePublished,
    isDeleting: (slug: string) => isBusy(`delete:${slug}`),
    isPublishing: (slug: string) => isBusy(`publish:${slug}`),
  };
}
