import { describe, expect, it } from 'vitest';
import { signUp } from '../testing/flows.js';
import { TEST_START_MS } from '../testing/test-clock.js';
import { useTestApp } from '../testing/test-app.js';
import { testBackends } from '../testing/test-databases.js';

describe.each(testBackends())('workspaces on $name', (backend) => {
  const t = useTestApp(backend);

  const invite = (code: string, workspaceId: string, email: string | null = null) =>
    t.db.query('INSERT INTO workspace_invites (code, workspace_id, email, created_at_ms) VALUES ($1, $2, $3, $4)', [code, workspaceId, email, 0]);

  it('gives every new account a free personal workspace it administers', async () => {
    const session = await t.api.post('/v1/auth/sign-up', { email: 'owner@example.com', password: 'Tuned-voice-42!', first_name: 'Grace' });
    const token = session.body.access_token;
    expect((await t.api.get('/v1/workspace', token)).body).toEqual({
      workspace_id: session.body.workspace_id, name: "Grace's Workspace", owner_id: session.body.user_id, role: 'admin',
      subscription: {
        tier: 'free', status: 'free', currency: 'usd', character_count: 0, character_limit: 10_000, voice_limit: 3,
        max_voice_add_edits: 55, professional_voice_limit: 0, extra_pvc_slots: 0,
      },
      created_at_unix: TEST_START_MS / 1000, max_seats: 1, session_inactivity_timeout: null,
      training_opt_out: { training_opt_out: false, timestamp_unix: null }, mfa_required_for_users: false,
    });
    expect((await t.api.get('/v1/workspace/is-admin', token)).body).toEqual({ is_admin: true });
    expect((await t.api.get('/v1/workspace/can-access-workspace-settings', token)).body).toEqual({ can_access: true });
  });

  it('lets admins change the training opt-out', async () => {
    const { access_token: token } = await signUp(t.api, 'admin@example.com');
    expect((await t.api.put('/v1/workspace/update-workspace?training_opt_out=true', token)).body).toEqual({ status: 'ok' });
    expect((await t.api.get('/v1/workspace', token)).body.training_opt_out).toEqual({ training_opt_out: true, timestamp_unix: TEST_START_MS / 1000 });
  });

  it('joins a workspace by invite, once, as an editor who may not change its settings', async () => {
    const host = await signUp(t.api, 'host@example.com');
    await t.db.query('UPDATE workspaces SET tier = $2 WHERE workspace_id = $1', [host.workspace_id, 'growing_business']);
    await invite('join-me', host.workspace_id);
    const guest = await signUp(t.api, 'guest@example.com');
    expect((await t.api.post('/v1/workspace/invites/join-me/accept', undefined, guest.access_token)).body).toEqual({ status: 'ok' });
    const refreshed = await t.api.post('/v1/auth/refresh', { refresh_token: guest.refresh_token });
    expect(refreshed.body.workspace_id).toBe(host.workspace_id);
    const token = refreshed.body.access_token;
    expect((await t.api.get('/v1/workspace', token)).body).toMatchObject({ role: 'editor', max_seats: 3 });
    expect((await t.api.get('/v1/workspace/is-admin', token)).body).toEqual({ is_admin: false });
    const refused = await t.api.put('/v1/workspace/update-workspace?training_opt_out=true', token);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toEqual({ status: 'admin_only', message: 'Only workspace admins can change this setting.' });
    const other = await signUp(t.api, 'late@example.com');
    expect((await t.api.post('/v1/workspace/invites/join-me/accept', undefined, other.access_token)).body.detail.status).toBe('invite_used');
  });

  it('refuses unknown invites, invites for someone else and full workspaces', async () => {
    const host = await signUp(t.api, 'full@example.com');
    const guest = await signUp(t.api, 'guest2@example.com');
    const accept = (code: string) => t.api.post(`/v1/workspace/invites/${code}/accept`, undefined, guest.access_token);
    expect((await accept('nope')).status).toBe(404);
    await invite('for-bob', host.workspace_id, 'bob@example.com');
    expect((await accept('for-bob')).body.detail.status).toBe('invite_for_other_email');
    const bob = await signUp(t.api, 'bob@example.com');
    const unverified = await t.api.post('/v1/workspace/invites/for-bob/accept', undefined, bob.access_token);
    expect(unverified.body.detail.status).toBe('email_not_verified');
    await invite('no-room', host.workspace_id);
    expect((await accept('no-room')).body.detail.status).toBe('no_seats_left');
  });

  it('answers 404 when the token names a workspace the user left', async () => {
    const session = await signUp(t.api, 'gone@example.com');
    await t.db.query('DELETE FROM workspace_members WHERE user_id = $1', [session.user_id]);
    expect((await t.api.get('/v1/workspace', session.access_token)).body.detail.status).toBe('workspace_not_found');
  });

  it('finds the single-sign-on provider by e-mail domain or invite', async () => {
    const host = await signUp(t.api, 'it@corp.example');
    await t.db.query(
      "INSERT INTO identity_providers (provider_id, workspace_id, email_domain, type, identity_provider_entity_id) VALUES ('p1', $1, 'corp.example', 'saml', 'urn:corp')",
      [host.workspace_id],
    );
    await invite('corp-invite', host.workspace_id);
    const saml = { type: 'saml', workspace_id: host.workspace_id, identity_provider_entity_id: 'urn:corp' };
    expect((await t.api.get('/v1/workspace/find-sso-provider?email=someone@CORP.example')).body).toEqual({ provider: saml });
    expect((await t.api.get('/v1/workspace/find-sso-provider?email=x@gmail.example&invite_code=corp-invite')).body).toEqual({ provider: saml });
    expect((await t.api.get('/v1/workspace/find-sso-provider?email=x@gmail.example')).body).toEqual({ provider: null });
  });
});
