/** The state a project or chapter has until the server says otherwise. */
export const DEFAULT_ENTITY_STATE = 'default';

/** Project settings with their defaults. */
export interface ProjectSettings {
  readonly continue_playing: boolean;
}

/** The project settings a project has by default: playback does not continue. */
export const PROJECT_SETTINGS_DEFAULTS: ProjectSettings = { continue_playing: false };

/** The project fields that have defaults in the spec's entity list. */
export interface ProjectDefaultedFields {
  readonly state: string;
  readonly project_settings: ProjectSettings;
  readonly title: string | null;
  readonly author: string | null;
  readonly isbn_number: string | null;
  readonly description: string;
  readonly genres: readonly string[];
  readonly cover_image_url: string;
  readonly target_audience: string;
  readonly mature_content: boolean;
  readonly acx_volume_normalization: boolean;
  readonly quality_preset: string;
  readonly added_to_queue_at_unix: number;
  readonly queue_position: number | null;
}

/** The defaults of a project, exactly as the spec's entity list gives them. */
export const PROJECT_DEFAULTS: ProjectDefaultedFields = {
  state: DEFAULT_ENTITY_STATE,
  project_settings: PROJECT_SETTINGS_DEFAULTS,
  title: null,
  author: null,
  isbn_number: null,
  description: '',
  genres: [],
  cover_image_url: '',
  target_audience: 'all ages',
  mature_content: false,
  acx_volume_normalization: false,
  quality_preset: 'standard',
  added_to_queue_at_unix: 0,
  queue_position: null,
};

/** The defaults of a chapter: its state is 'default'. */
export const CHAPTER_DEFAULTS = { state: DEFAULT_ENTITY_STATE } as const;

/** The defaults of a workspace: subscription status free, shared files stored on the user, no forced MFA. */
export const WORKSPACE_DEFAULTS = {
  subscription: { status: 'free' },
  storing_shared_files_on_user: true,
  mfa_required_for_users: false,
} as const;

/** The project's defaulted fields with the given ones laid over the defaults. */
export const withProjectDefaults = (fields: Partial<ProjectDefaultedFields>): ProjectDefaultedFields => ({
  ...PROJECT_DEFAULTS,
  ...fields,
});
