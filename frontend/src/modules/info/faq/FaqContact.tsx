import { Link } from 'react-router-dom';
import { ContactEmailLink, useSiteContact } from '../../../config/siteContact';

/** Where to ask what the answers do not cover: us by e-mail or post, or other writers in the forum. */
export function FaqContact() {
  const { postal_address: postalAddress } = useSiteContact();
  return (
    <section className="faq-contact" aria-labelledby="faq-contact-title">
      <h2 id="faq-contact-title" className="faq-contact__title">
        Still have a question?
      </h2>
      <p>E-mail or write to us, and we will answer.</p>
      <dl className="faq-contact__ways">
        <div>
          <dt>E-mail</dt>
          <dd>
            <ContactEmailLink />
          </dd>
        </div>
        <div>
          <dt>Post</dt>
          <dd>
            <address>{postalAddress}</address>
          </dd>
        </div>
      </dl>
      <p className="faq-contact__forum">
        For questions other writers can answer, such as what to write about or what a facility allows, ask in
        the <Link to="/forum">forum</Link>. Reading it is open to all; posting needs a free account.
      </p>
    </section>
  );
}
