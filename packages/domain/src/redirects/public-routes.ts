/** The public marketing routes of the route map (accounts-plans-billing section 2), by name. */
export const PUBLIC_ROUTES = {
  about: '/about',
  affiliates: '/affiliates',
  affiliatesTerms: '/affiliates/terms',
  api: '/api',
  blog: '/blog/',
  careers: '/careers',
  contactSales: '/contact-sales',
  customers: '/customers',
  docsIntroduction: '/docs/introduction',
  dubbing: '/dubbing',
  enterprise: '/enterprise',
  languages: '/languages',
  useCases: '/use-cases',
  pricing: '/pricing',
  pricingApi: '/pricing/api',
  studio: '/studio',
  safety: '/safety',
  showcase: '/showcase',
  soundEffects: '/sound-effects',
  textToSpeech: '/text-to-speech',
  voiceChanger: '/voice-changer',
  voiceCloning: '/voice-cloning',
  voiceLibrary: '/voice-library',
  voiceIsolator: '/voice-isolator',
  textReader: '/text-reader',
  grants: '/grants',
  payouts: '/payouts',
  termsOfUseEu: '/terms-of-use-eu',
  usePolicy: '/use-policy',
} as const;

/** A public marketing route without parameters. */
export type PublicRoute = (typeof PUBLIC_ROUTES)[keyof typeof PUBLIC_ROUTES];

/** The marketing page of one customer story: /customers/{customer}. */
export const customerRoute = (customer: string): string => `/customers/${encodeURIComponent(customer)}`;

/** The marketing page of one language: /languages/{language}. */
export const languageRoute = (language: string): string => `/languages/${encodeURIComponent(language)}`;

/** The marketing page of one use case: /use-cases/{case}. */
export const useCaseRoute = (useCase: string): string => `/use-cases/${encodeURIComponent(useCase)}`;

/** The public page of one sound effect: /sound-effects/{slug}. */
export const soundEffectRoute = (slug: string): string => `/sound-effects/${encodeURIComponent(slug)}`;
