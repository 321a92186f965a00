import { lazy, Suspense, useCallback, useMemo } from 'react';
import { Button, Form, Progress } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ConsentGate } from '../../consent/components/ConsentGate';
import { FormSection } from '../../profileForm/components/FormSection';
import { PhotoList } from '../../profileForm/components/PhotoList';
import { ProfileForm } from '../../profileForm/components/ProfileForm';
import { usePhotoList } from '../../profileForm/hooks/usePhotoList';
import type { CheckedField } from '../../profileForm/utils/fieldCheck';
import type { ProfileFormValues } from '../../profileForm/values';
import { useListingRestrictions } from '../hooks/useListingRestrictions';
import { usePromoCode } from '../hooks/usePromoCode';
import { useSubmitProfile } from '../hooks/useSubmitProfile';
import { PromoCodeField } from './PromoCodeField';
import { SubmitProblems } from './SubmitProblems';
import './submit.css';
import { PRICE_TEXT } from '../../payments/prices';

const loadSubscriptionDialog = () => import('../../payments/components/SubscriptionDialog');

/** The payment dialog (and PayPal behind it) is fetched when a profile is being sent. */
const SubscriptionDialog = lazy(async () => ({
  default: (await loadSubscriptionDialog()).SubscriptionDialog,
}));

const INITIAL_VALUES: ProfileFormValues = {
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
  languages: [],
  show_birthday: false,
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

/**
 * "Submit a Profile": the profile form with new photos only and a promo code, then the
 * subscription dialog for the created profile (or straight to /dashboard with an accepted
 * promo code).
 */
export function SubmitProfileForm() {
  const [form] = Form.useForm<ProfileFormValues>();
  const navigate = useNavigate();
  const { photos, addFiles, removePhoto } = usePhotoList('submit');
  const promo = usePromoCode();
  const restrictionsOf = useListingRestrictions();
  const { submit, problems, submitError, uploadPercent, isSubmitting, createdProfileId } =
    useSubmitProfile();

  const stateCode = Form.useWatch<string | undefined>(['mailing_address', 'state'], form);
  const restriction = useMemo(() => restrictionsOf(stateCode), [restrictionsOf, stateCode]);
  const isRestrictedState = restriction.notes.length > 0;

  const failedFields = useMemo(
    () => new Set(problems.map((problem) => problem.field).filter(Boolean)),
    [problems],
  );
  const hasProblem = useCallback((field: CheckedField) => failedFields.has(field), [failedFields]);
  const isLocked = isSubmitting || createdProfileId !== null;
  // Kept between renders: the section around it is memoized, so typing a promo code does not redraw it.
  const photoField = useMemo(
    () => (
      <Form.Item label="Photos" validateStatus={hasProblem('photos') ? 'error' : undefined}>
        <PhotoList
          mode="submit"
          photos={photos}
          onAdd={(files) => void addFiles(files)}
          onRemove={(photo) => removePhoto(photo.id)}
          disabled={isLocked}
        />
      </Form.Item>
    ),
    [photos, addFiles, removePhoto, isLocked, hasProblem],
  );

  const handleFinish = () => {
    void loadSubscriptionDialog().catch(() => undefined);
    void submit({
      values: form.getFieldsValue(true) as ProfileFormValues,
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
      <ProfileForm
        mode="submit"
        name="submit-profile"
        form={form}
        initialValues={INITIAL_VALUES}
        onFinish={handleFinish}
        disabled={isLocked}
        restriction={restriction}
        hasProblem={hasProblem}
        photos={photoField}
      >
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
          <p className="profile-form-hint submit-actions__note">
            Listings cost {PRICE_TEXT.listingPerMonthCents}. Every profile is reviewed by our team before it is published.
          </p>
        </div>
      </ProfileForm>

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

/** The form behind the consent question (asked once, before anything is filled in), as /submit loads it. */
export function ConsentedSubmitProfileForm() {
  return (
    <ConsentGate askOnOpen>
      <SubmitProfileForm />
    </ConsentGate>
  );
}
