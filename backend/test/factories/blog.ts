import sharp from 'sharp';
import type { TestApp } from '../helpers/test-app';

export type BlogPostBody = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category: string;
  keywords: string;
  read_time: number;
  word_count: number;
  author: string;
  is_published: boolean;
  published_date: string;
  state: 'draft' | 'scheduled' | 'published';
  image_url: string | null;
  created_at: string;
  updated_at: string;
};

let counter = 0;

/** The fields of a valid post, each one unique where it must be. */
export function postFields(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  return {
    slug: `guide-${counter}-${Date.now().toString(36)}`,
    title: `Guide ${counter}`,
    excerpt: `What guide ${counter} is about.`,
    content: `<p>Guide ${counter} says hello to new writers.</p>`,
    category: 'Getting Started',
    keywords: 'letters',
    ...overrides,
  };
}

/** Creates a post through the API as `admin` (201); returns the answer's body. */
export async function createPost(t: TestApp, admin: { token: string }, overrides: Record<string, unknown> = {}): Promise<BlogPostBody> {
  const res = await t.http.post('/api/admin/blog/posts').set('Authorization', `Bearer ${admin.token}`).send(postFields(overrides));
  if (res.status !== 201) throw new Error(`createPost answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as BlogPostBody;
}

/** Empties the blog. */
export async function clearBlog(t: TestApp): Promise<void> {
  await t.query('DELETE FROM blog_posts');
}

/** A real PNG of this size, as a data URL. */
export async function pngDataUrl(width = 1600, height = 900): Promise<string> {
  const data = await sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } } }).png().toBuffer();
  return `data:image/png;base64,${data.toString('base64')}`;
}
