import { useMemo, useState } from 'react';
import { Button, Form, Input, Select, Switch } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import {
  BLOG_AUTHOR_MAX_CHARS,
  BLOG_CONTENT_MAX_CHARS,
  BLOG_KEYWORDS_MAX_CHARS,
  BLOG_SLUG_MAX_CHARS,
  BLOG_TITLE_MAX_CHARS,
} from '@shared/rules';
import { SLUG_PATTERN, slugFromTitle } from '@shared/text';
import { toast } from '../../../components/feedback/toast';
import type { BlogArticleContent } from '../../blog/components/BlogArticle';
import { useSaveBlogPost } from '../hooks/useBlogPost';
import { useDraftingStatus, type useDraftGeneration } from '../hooks/useDrafting';
import { BLOG_ADMIN_MESSAGES, BLOG_DEFAULT_AUTHOR, BLOG_EXCERPT_MAX_CHARS } from '../messages';
import { BLOG_CATEGORIES, type BlogCategory, type BlogPost, type BlogPostInput } from '../types/blogAdmin';
import {
  contentStats,
  formatPostDateTime,
  fromDateTimeInput,
  htmlToPlainText,
  isLaterThan,
  toDateTimeInput,
} from '../utils/blogAdminFormat';
import { ArticlePreview, BlogPreviewDialog } from './BlogPreviewDialog';
import { coverImageBody, CoverImageField, type CoverImageChoice } from './CoverImageField';
import { DraftingPanel } from './DraftingPanel';

/** The dialog's fields; the publish date as the date-time field holds it ("2026-03-05T10:04", or ''). */
type BlogPostFormValues = {
  title: string;
  slug: string;
  category: BlogCategory;
  keywords: string;
  excerpt: string;
  content: string;
  author: string;
  is_published: boolean;
  published_date: string;
};

export type BlogPostEditorProps = {
  /** The post being edited; null for a new one. */
  post: BlogPost | null;
  /** The AI draft run, owned by the dialog so that closing it stops the draft at once. */
  generation: ReturnType<typeof useDraftGeneration>;
  onSaved: (post: BlogPost) => void;
  onCancel: () => void;
};

const REQUIRED = 'Required';
const required = [{ required: true, whitespace: true, message: REQUIRED }];
const CATEGORY_OPTIONS = BLOG_CATEGORIES.map((category) => ({ value: category, label: category }));

function initialValuesOf(post: BlogPost | null): BlogPostFormValues {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    category: post?.category ?? BLOG_CATEGORIES[0],
    keywords: post?.keywords ?? '',
    excerpt: post?.excerpt ?? '',
    content: post?.content ?? '',
    author: post?.author ?? '',
    // New posts are published unless the admin says otherwise.
    is_published: post?.is_published ?? true,
    published_date: toDateTimeInput(post?.published_date),
  };
}

type Preview = { article: BlogArticleContent; unsavedText: string | null };

/**
 * The create/edit form of a blog post: title; slug (made from the title while creating, editable
 * then; locked once the post exists); category; keywords; AI drafting; excerpt; the HTML content
 * with its word count and read time; author; published; publish date (a later one schedules the
 * post); social-preview image. Save checks the required fields; Preview shows the post as readers
 * will, with HTML only as the server last returned it.
 */
export function BlogPostEditor({ post, generation, onSaved, onCancel }: BlogPostEditorProps) {
  const isNew = post === null;
  const [form] = Form.useForm<BlogPostFormValues>();
  const [initialValues] = useState(() => initialValuesOf(post));
  /** The slug was typed by hand: it no longer follows the title. */
  const [isSlugTyped, setIsSlugTyped] = useState(false);
  /** The content exactly as the server last returned it (sanitized): only it is previewed as HTML. */
  const [serverHtml, setServerHtml] = useState<string | null>(post?.content ?? null);
  const [image, setImage] = useState<CoverImageChoice>({ kind: 'keep' });
  const [lastDraft, setLastDraft] = useState<{ words: number; readTime: number } | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [isPreviewOpen, setIsPreviewOpen] = useState(false);
  const { status } = useDraftingStatus();
  const { save, isSaving } = useSaveBlogPost();
  const isDrafting = generation.isRunning;

  const content = Form.useWatch('content', form) ?? initialValues.content;
  const publishedDate = Form.useWatch('published_date', form) ?? initialValues.published_date;
  const isPublished = Form.useWatch('is_published', form) ?? initialValues.is_published;
  const stats = useMemo(() => contentStats(content), [content]);

  const handleValuesChange = (changed: Partial<BlogPostFormValues>) => {
    if (!isNew) return;
    if (changed.slug !== undefined) setIsSlugTyped(changed.slug.trim() !== '');
    if (changed.title !== undefined && !isSlugTyped) {
      form.setFieldValue('slug', slugFromTitle(changed.title, BLOG_SLUG_MAX_CHARS));
    }
  };

  const handleGenerate = async () => {
    const { title, keywords, category } = form.getFieldsValue(['title', 'keywords', 'category']) as BlogPostFormValues;
    if (!title?.trim() || !keywords?.trim() || !category) {
      toast.error(BLOG_ADMIN_MESSAGES.generationNeeds);
      return;
    }
    const draft = await generation.start({ title: title.trim(), keywords: keywords.trim(), category });
    if (!draft) return;
    form.setFieldsValue({
      excerpt: draft.excerpt,
      content: draft.content,
      ...(isNew && !isSlugTyped ? { slug: draft.slug } : {}),
    });
    setServerHtml(draft.content);
    setLastDraft({ words: draft.word_count, readTime: draft.read_time });
    toast.success(BLOG_ADMIN_MESSAGES.draftReady);
  };

  const handlePreview = () => {
    const values = form.getFieldsValue(true) as BlogPostFormValues;
    const html = values.content ?? '';
    const isServerHtml = serverHtml !== null && html === serverHtml;
    setPreview({
      article: {
        title: values.title?.trim() || 'Untitled post',
        category: values.category,
        read_time: contentStats(html).readTime,
        author: values.author?.trim() || BLOG_DEFAULT_AUTHOR,
        published_date: fromDateTimeInput(values.published_date),
        content: isServerHtml ? html : '',
      },
      unsavedText: isServerHtml ? null : htmlToPlainText(html),
    });
    setIsPreviewOpen(true);
  };

  const handleFinish = async (values: BlogPostFormValues) => {
    const isDateUnchanged = !isNew && values.published_date === initialValues.published_date;
    const body: BlogPostInput = {
      slug: isNew ? values.slug.trim() : post.slug,
      title: values.title.trim(),
      excerpt: values.excerpt.trim(),
      content: values.content,
      category: values.category,
      keywords: values.keywords?.trim() ?? '',
      author: values.author?.trim() ?? '',
      is_published: values.is_published,
      // Unchanged on edit: not sent (kept to the second); cleared: null (now).
      ...(isDateUnchanged ? {} : { published_date: fromDateTimeInput(values.published_date) }),
      ...coverImageBody(image),
    };
    const saved = await save(body, isNew ? null : post.slug);
    if (saved) onSaved(saved);
  };

  const handleFinishFailed = ({ errorFields }: { errorFields: Array<{ errors: string[] }> }) => {
    if (errorFields.some((field) => field.errors.includes(REQUIRED))) {
      toast.error(BLOG_ADMIN_MESSAGES.fillInAllFields);
    }
  };

  let dateNote: string;
  // Compared with the clock when the form draws (each key stroke): "now" needs no finer grain here.
  // eslint-disable-next-line react-hooks/purity
  const isLater = isLaterThan(publishedDate, Date.now());
  if (!publishedDate) dateNote = 'Empty: the post is dated when it is saved.';
  else if (isLater && isPublished) dateNote = `Scheduled: goes live on ${formatPostDateTime(fromDateTimeInput(publishedDate))}.`;
  else if (isLater) dateNote = 'A later date: once published, the post goes live then.';
  else dateNote = 'The date shown on the post.';

  return (
    <>
      <Form<BlogPostFormValues>
        name={isNew ? 'new-blog-post' : 'edit-blog-post'}
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onValuesChange={handleValuesChange}
        onFinish={handleFinish}
        onFinishFailed={handleFinishFailed}
        className="blog-form"
      >
        <Form.Item label="Title" name="title" rules={required}>
          <Input maxLength={BLOG_TITLE_MAX_CHARS} />
        </Form.Item>
        <Form.Item
          label="Slug"
          name="slug"
          rules={
            isNew
              ? [
                  ...required,
                  {
                    validator: (_, value: string | undefined) =>
                      !value?.trim() || SLUG_PATTERN.test(value.trim())
                        ? Promise.resolve()
                        : Promise.reject(new Error(BLOG_ADMIN_MESSAGES.slugInvalid)),
                  },
                ]
              : []
          }
          extra={
            isNew
              ? 'The address of the post: /blog/<slug>. Made from the title; you may change it until the post is saved.'
              : 'Locked: the address of a saved post never changes, so links to it keep working.'
          }
        >
          <Input maxLength={BLOG_SLUG_MAX_CHARS} disabled={!isNew} spellCheck={false} autoComplete="off" />
        </Form.Item>
        <div className="blog-form__row">
          <Form.Item label="Category" name="category">
            <Select options={CATEGORY_OPTIONS} />
          </Form.Item>
          <Form.Item label="Keywords" name="keywords" extra="Separate them with commas.">
            <Input maxLength={BLOG_KEYWORDS_MAX_CHARS} placeholder="first letter, envelope, mail rules" />
          </Form.Item>
        </div>

        <DraftingPanel
          status={status}
          run={generation.run}
          lastDraft={lastDraft}
          onGenerate={() => void handleGenerate()}
          onCancel={generation.cancel}
        />

        <Form.Item
          label="Excerpt"
          name="excerpt"
          rules={required}
          extra="Plain text, shown on the blog's cards and in search results."
        >
          <Input.TextArea rows={3} maxLength={BLOG_EXCERPT_MAX_CHARS} showCount disabled={isDrafting} />
        </Form.Item>
        <Form.Item
          label="Content (HTML)"
          name="content"
          rules={required}
          extra={
            <span className="blog-form__stats" aria-live="polite">
              {stats.words} {stats.words === 1 ? 'word' : 'words'} · {stats.readTime} min read
            </span>
          }
        >
          <Input.TextArea
            className="blog-form__content"
            autoSize={{ minRows: 10, maxRows: 24 }}
            maxLength={BLOG_CONTENT_MAX_CHARS}
            spellCheck
            disabled={isDrafting}
          />
        </Form.Item>
        <div className="blog-form__row">
          <Form.Item label="Author" name="author">
            <Input maxLength={BLOG_AUTHOR_MAX_CHARS} placeholder={BLOG_DEFAULT_AUTHOR} />
          </Form.Item>
          <Form.Item label="Publish date" name="published_date" extra={dateNote}>
            <Input type="datetime-local" />
          </Form.Item>
        </div>
        <Form.Item
          label="Published"
          name="is_published"
          valuePropName="checked"
          extra={isPublished ? undefined : 'A draft: only admins can see it.'}
        >
          <Switch checkedChildren="Published" unCheckedChildren="Draft" />
        </Form.Item>
        <fieldset className="blog-form__image">
          <legend className="blog-form__label">Social preview image</legend>
          <p className="blog-form__extra">
            Shown when the post is shared. JPEG, PNG, WebP, GIF or HEIC, under 5 MB; cut to 1200 × 630.
          </p>
          <CoverImageField currentUrl={post?.image_url ?? null} value={image} onChange={setImage} />
        </fieldset>

        <div className="blog-form__actions">
          <Button icon={<EyeOutlined aria-hidden="true" />} disabled={isDrafting} onClick={handlePreview}>
            Preview
          </Button>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="primary" htmlType="submit" loading={isSaving} disabled={isDrafting}>
            Save
          </Button>
        </div>
      </Form>
      <BlogPreviewDialog open={isPreviewOpen} onClose={() => setIsPreviewOpen(false)}>
        {preview && <ArticlePreview article={preview.article} unsavedText={preview.unsavedText} />}
      </BlogPreviewDialog>
    </>
  );
}
