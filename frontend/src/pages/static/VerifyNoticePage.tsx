import { Link, useSearchParams } from 'react-router-dom';
import { NOTICE_SAFETY_LINES } from '@shared/text';
import { usePageMeta } from '../../components/seo/usePageMeta';
import { InfoPage } from '../../modules/info/components/InfoPage';
import { VerifyNoticeForm } from '../../modules/info/verifyNotice/VerifyNoticeForm';

/** /verify-notice: anyone holding one of our e-mails can check its reference code (docs/trust.md). */
export function VerifyNoticePage() {
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code') ?? '';
  usePageMeta({
    title: 'Check That an E-mail Really Came From Us',
    description:
      'Enter the reference code from an e-mail about your account or a payment to see whether we sent it, when, and what it asked.',
    keywords: ['pen pal site scam e-mail', 'fake renewal notice', 'verify notice'],
    canonicalPath: '/verify-notice',
  });
  return (
    <InfoPage
      title="Did this e-mail come from us?"
      lead="Every e-mail we send about money or your account carries a reference code. Enter it here to see whether we sent it, when, to which address and what it asked you to do."
      cta={false}
    >
      <VerifyNoticeForm key={code} initialCode={code} />

      <section aria-labelledby="verify-why">
        <h2 id="verify-why">Why check</h2>
        <p>
          Crooks send fake &quot;renewal&quot; and &quot;payment failed&quot; e-mails that look like a pen-pal
          site&apos;s, to get money from families. A reference cannot be made up: only e-mails we really sent have
          one that this page knows. Every such e-mail of ours also says:
        </p>
        <blockquote className="info-callout">
          {NOTICE_SAFETY_LINES.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </blockquote>
        <p>
          Type this page&apos;s address yourself rather than following a link in an e-mail: a fake message can link to a
          fake page. More on spotting scams in our <Link to="/stay-safe">Stay safe guide</Link>.
        </p>
      </section>
    </InfoPage>
  );
}
