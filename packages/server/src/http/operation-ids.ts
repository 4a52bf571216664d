/** Every operationId of openapi/openapi.yaml; the app refuses to start when the contract and this list differ. */
export const OPERATION_IDS = [
  'signUp', 'signIn', 'refreshSession', 'signOut', 'checkActionCode', 'confirmPasswordReset', 'verifyEmail',
  'optOutOfUpdates', 'grantSignInRequest', 'requestSupportAccess', 'preSignUp', 'postRegistrationUserSetup',
  'prepareInternalVerification', 'sendVerificationEmail', 'sendPasswordResetEmail', 'getUser', 'updateUser',
  'editUserMetadata', 'generateName', 'getRand', 'getReferralLink', 'hasAlphaAccess', 'requestAlphaAccess',
  'acceptBipaTerms', 'dismissModerationWarning', 'updateMfaFactors', 'requestEmailChange', 'updateEmail',
  'initiateOnboardingChecklist', 'updateOnboardingChecklist', 'hideOnboardingChecklist',
  'completeOnboardingChecklist', 'recordGoogleAdsVisit', 'getGeolocation', 'getWorkspace', 'isWorkspaceAdmin',
  'canAccessWorkspaceSettings', 'acceptWorkspaceInvite', 'updateWorkspace', 'findSsoProvider', 'applyDiscount',
  'validatePromocode', 'createCheckoutSession', 'createUpdatePaymentMethodsSession', 'createPortalSession', 'changeSubscription',
  'cancelDowngrade', 'renewSubscription', 'cancelSubscription', 'createConnectAccount', 'createConnectAccountManagementLink',
  'verifyCard', 'getSubscription', 'listInvoices', 'extendCharacterLimit', 'listMailbox', 'advanceSandboxClock',
  'textToSpeech', 'textToSpeechStream', 'textToSpeechWithTimestamps', 'textToSpeechStreamWithTimestamps', 'listModels',
  'getDefaultVoiceSettings', 'listHistory', 'getHistoryItem', 'deleteHistoryItem', 'getHistoryItemAudio',
  'downloadHistoryItems', 'listVoices', 'searchVoices', 'getVoice', 'getVoiceSettings', 'editVoiceSettings',
  'getVoicePreview', 'createApiKey', 'listApiKeys', 'deleteApiKey', 'textToDialogue', 'textToDialogueStream',
  'speechToSpeech', 'speechToSpeechStream', 'submitHistoryFeedback', 'getHistoryShareLink', 'updatePublicUserName',
  'getFeatureFlags', 'getSharedItem', 'getSharedItemAudio', 'generateHistoryVideo', 'getHistoryVideoProgress',
  'getHistoryVideoPreview', 'getVideoFile', 'reviewHistoryFeedback',
] as const;

export type OperationId = (typeof OPERATION_IDS)[number];
