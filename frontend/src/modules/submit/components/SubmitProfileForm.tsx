import { lazy, Suspense, useCallback, useMemo } from 'react';
import { Button, Form, Progress } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useListingRestrictions } from '../hooks/useListingRestrictions';
import { usePhotoPicker } from '../hooks/usePhotoPicker';
import { usePromoCode } from '../hooks/usePromoCode';
import { useSubmitProfile } from '../hooks/useSubmitProfile';
import type { SubmitFormValues } from '../types/submission';
import type { SubmitField } from '../utils/validateSubmission';
import { FormSection } from './FormSection';
import { PromoCodeField } from './PromoCodeField';
import {
  AboutSection,
  BasicInfoSection,
  ContactSection,
  FacilitySection,
  IncarcerationSection,
  SocialSection,
} from './sections';
import { SubmitProblems } from './SubmitProblems';
import './submit.css';

const loadSubscriptionDialog = () => import('../../payments/components/SubscriptionDialog');

/** The payment dialog (and PayPal behind it) is fetched when a profile is being sent. */
const SubscriptionDialog = lazy(async () => ({
  default: (await loadSubscriptionDialog()).SubscriptionDialog,
}));

const INITIAL_VALUES: SubmitFormValues = {
  name: '',
  birthdate: '',
  height: '',
  weight: '',
  inmate_id: '',
  prison_name: '',
  mailing_address: { street: '', street_2: '', city: '', zip: '' },
  bio: '',
  interests: '',
  seeking_relationships: [],
  incarceration_start_date: '',
  earliest_release_date: '',
  latest_release_date: '',
  crime: '',
  electronic_contact: {
    jpay: false,
    corrlinks: false,
    securus: false,
    gettingout: false,
    chirp: false,
    chirp_number: '',
    other_app: '',
  },
  social_media: { instagram: '', facebook: '', tiktok: '' },
  commissary_sites: '',
  restricted_state_acknowledged: false,
};

type ValuesChange = Partial<{
  electronic_contact: Partial<SubmitFormValues['electronic_contact']>;
  mailing_address: Partial<SubmitFormValues['mailing_address']>;
}>;

/**
 * "Submit a Profile": the multi-section form, then the subscription dialog for the created
 * profile (or straight to /dashboard with an accepted promo code).
 */
export function SubmitProfileForm() {
  const [form] = Form.useForm<SubmitFormValues>();
  const navigate = useNavigate();
  const { photos, addFiles, removePhoto } = usePhotoPicker();
  const promo = usePromoCode();
  const restrictionsOf = useListingRestrictions();
  const { submit, problems, submitError, uploadPercent, isSubmitting, createdProfileId } =
    useSubmitProfile();

  const stateCode = Form.useWatch<string | undefined>(['mailing_address', 'state'], form);
  const chirp = Form.useWatch<boolean | undefined>(['electronic_contact', 'chirp'], form);
  const restriction = useMemo(() => restrictionsOf(stateCode), [restrictionsOf, stateCode]);
  const isRestrictedState = restriction.notes.length > 0;

  // Stable props: the sections are memoized, so typing in one field does not redraw the form.
  const failedFields = useMemo(
    () => new Set(problems.map((problem) => problem.field).filter(Boolean)),
    [problems],
  );
  const hasProblem = useCallback((field: SubmitField) => failedFields.has(field), [failedFields]);
  const handleAddPhotos = useCallback((files: File[]) => void addFiles(files), [addFiles]);
  const isLocked = isSubmitting || createdProfileId !== null;

  const handleValuesChange = (changed: ValuesChange) => {
    // Unchecking Chirp clears its number.
    if (changed.electronic_contact && changed.electronic_contact.chirp === false) {
      form.setFieldValue(['electronic_contact', 'chirp_number'], '');
    }
    // A new state needs its own acknowledgement.
    if (changed.mailing_address && 'state' in changed.mailing_address) {
      form.setFieldValue('restricted_state_acknowledged', false);
    }
  };

  const handleFinish = () => {
    void loadSubscriptionDialog().catch(() => undefined);
    void submit({
      values: form.getFieldsValue(true) as SubmitFormValues,
      photos,
      isRestrictedState,
      promoCode: promo.validCode,
    });
  };

  const goToDashboard = () => {
    void navigate('/dashboard');
  };

  return (
    <>
      <Form<SubmitFormValues>
        name="submit-profile"
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={INITIAL_VALUES}
        onValuesChange={handleValuesChange}
        onFinish={handleFinish}
        disabled={isLocked}
        className="submit-form"
      >
        <BasicInfoSection
          hasProblem={hasProblem}
          photos={photos}
          onAddPhotos={handleAddPhotos}
          onRemovePhoto={removePhoto}
          disabled={isLocked}
        />
        <FacilitySection hasProblem={hasProblem} restriction={restriction} />
        <AboutSection hasProblem={hasProblem} />
        <IncarcerationSection hasProblem={hasProblem} />
        <ContactSection showChirpNumber={chirp === true} />
        <SocialSection />
        <FormSection
          id="submit-promo"
          title="Promo Code"
          intro="Have a promo code? Validate it here and your listing is covered without payment."
        >
          <PromoCodeField
            code={promo.code}
            status={promo.status}
            message={promo.message}
            onChange={promo.setCode}
            onValidate={() => void promo.validate()}
            disabled={isLocked}
          />
        </FormSection>

        <div className="submit-actions">
          <SubmitProblems problems={problems} submitError={submitError} />
          {uploadPercent !== null && (
            <div className="submit-progress" role="status">
              <p>Sending your profile… Photos can take a moment.</p>
              <Progress percent={uploadPercent} aria-label="Upload progress" />
            </div>
          )}
          <Button
            type="primary"
            htmlType="submit"
            size="large"
            block
            loading={isSubmitting}
            className="submit-actions__button"
          >
            {promo.validCode ? 'Submit Profile with Promo Code' : 'Submit Profile'}
          </Button>
          <p className="submit-hint submit-actions__note">
            Listings cost $2.00/month. Every profile is reviewed by our team before it is published.
          </p>
        </div>
      </Form>

      {createdProfileId && (
        <Suspense fallback={null}>
          <SubscriptionDialog
            open
            profileId={createdProfileId}
            onClose={goToDashboard}
            onPayLater={goToDashboard}
          />
        </Suspense>
      )}
    </>
  );
}
