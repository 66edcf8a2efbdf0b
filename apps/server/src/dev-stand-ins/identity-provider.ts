/**
 * The local development identity provider (see README.md): stands in for Google and GitHub when
 * their credentials are not configured, so the two buttons run a real OAuth 2.0
 * authorization-code flow with PKCE (S256) through Better Auth's generic OAuth plugin. The
 * person picks, or types, the identity to sign in as, including whether its e-mail is verified.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { OAuth2ProviderSettings } from '@/modules/auth/auth.ts';
import { sendError } from '@/plugins/errors.ts';
import { loopbackOnly } from './loopback-only.ts';
import { escapeMarkup } from '@/lib/markup.ts';


const providers = { google: 'Google', github: 'GitHub' } as const;
type ProviderId = keyof typeof providers;

interface Identity {
  name: string;
  email: string;
  emailVerified: boolean;
}

const presets: Identity[] = [
  { name: 'Ada Lovelace', email: 'ada@example.com', emailVerified: true },
  { name: 'Grace Hopper', email: 'grace@example.com', emailVerified: true },
  { name: 'Sam Unverified', email: 'sam@example.com', emailVerified: false },
];

const CLIENT_ID = 'coreparts-development';
const CODE_TTL_MS = 2 * 60_000;

interface Grant {
  provider: ProviderId;
  identity: Identity;
  redirectUri: string;
  codeChallenge: string;
  expiresAt: number;
}

export function createDevIdentityProvider(publicUrl: string, wanted: ProviderId[]) {
  const clientSecret = randomBytes(24).toString('base64url');
  const base = `${publicUrl}/dev/idp`;

  const settings: OAuth2ProviderSettings[] = wanted.map((id) => ({
    providerId: id,
    name: providers[id],
    clientId: CLIENT_ID,
    clientSecret,
    authorizationUrl: `${base}/${id}/authorize`,
    tokenUrl: `${base}/${id}/token`,
    userInfoUrl: `${base}/${id}/userinfo`,
    scopes: ['openid', 'email', 'profile'],
    pkce: true,
    authentication: 'post',
    accountSubject: ({ profile }) => String(profile.sub),
  }));

  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, { provider: ProviderId; identity: Identity; expiresAt: number }>();

  const routes: FastifyPluginAsync = async (app) => {
    app.addHook('onRequest', loopbackOnly);
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    const providerOf = (raw: string): ProviderId | null =>
      wanted.includes(raw as ProviderId) ? (raw as ProviderId) : null;
    const expectedRedirect = (provider: ProviderId) => `${publicUrl}/api/auth/callback/${provider}`;

    app.get<{ Params: { provider: string }; Querystring: Record<string, string | undefined> }>(
      '/dev/idp/:provider/authorize',
      async (request, reply) => {
        const provider = providerOf(request.params.provider);
        const q = request.query;
        if (!provider) return sendError(reply, 404, 'not_found', 'Unknown identity provider');
        if (q.client_id !== CLIENT_ID || q.redirect_uri !== expectedRedirect(provider)) {
          return sendError(reply, 400, 'invalid_request', 'Unknown client or redirect URI');
        }
        if (q.response_type !== 'code' || q.code_challenge_method !== 'S256' || !q.code_challenge || !q.state) {
          return sendError(reply, 400, 'invalid_request', 'Authorization code flow with PKCE (S256) and state required');
        }
        return sendPage(reply, providers[provider], q);
      },
    );

    app.post<{ Params: { provider: string }; Body: Record<string, string | undefined> }>(
      '/dev/idp/:provider/authorize',
      async (request, reply) => {
        const provider = providerOf(request.params.provider);
        const b = request.body ?? {};
        if (!provider) return sendError(reply, 404, 'not_found', 'Unknown identity provider');
        if (b.redirect_uri !== expectedRedirect(provider) || !b.code_challenge || !b.state) {
          return sendError(reply, 400, 'invalid_request', 'Unknown redirect URI');
        }
        const email = (b.email ?? '').trim().toLowerCase();
        const name = (b.name ?? '').trim() || email.split('@')[0] || '';
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return sendPage(reply, providers[provider], b, 'Enter an e-mail address.');
        const code = randomBytes(24).toString('base64url');
        grants.set(code, {
          provider,
          identity: { name, email, emailVerified: b.email_verified === 'true' },
          redirectUri: b.redirect_uri,
          codeChallenge: b.code_challenge,
          expiresAt: Date.now() + CODE_TTL_MS,
        });
        const target = new URL(b.redirect_uri);
        target.searchParams.set('code', code);
        target.searchParams.set('state', b.state);
        return reply.redirect(target.toString(), 302);
      },
    );

    app.post<{ Params: { provider: string }; Body: Record<string, string | undefined> }>(
      '/dev/idp/:provider/token',
      async (request, reply) => {
        const b = request.body ?? {};
        const grant = b.code ? grants.get(b.code) : undefined;
        if (b.code) grants.delete(b.code); // a code is good once
        const fail = (error: string) => reply.status(400).send({ error });
        if (b.grant_type !== 'authorization_code') return fail('unsupported_grant_type');
        if (b.client_id !== CLIENT_ID || b.client_secret !== clientSecret) return reply.status(401).send({ error: 'invalid_client' });
        if (!grant || grant.expiresAt < Date.now() || grant.provider !== request.params.provider) return fail('invalid_grant');
        if (b.redirect_uri !== grant.redirectUri) return fail('invalid_grant');
        const challenge = createHash('sha256').update(b.code_verifier ?? '').digest('base64url');
        if (challenge !== grant.codeChallenge) return fail('invalid_grant');

        const accessToken = randomBytes(24).toString('base64url');
        accessTokens.set(accessToken, { provider: grant.provider, identity: grant.identity, expiresAt: Date.now() + 3600_000 });
        return { access_token: accessToken, token_type: 'Bearer', expires_in: 3600, scope: 'openid email profile' };
      },
    );

    app.get<{ Params: { provider: string } }>('/dev/idp/:provider/userinfo', async (request, reply) => {
      const token = request.headers.authorization?.replace(/^Bearer /i, '') ?? '';
      const grant = accessTokens.get(token);
      if (!grant || grant.expiresAt < Date.now() || grant.provider !== request.params.provider) {
        return reply.status(401).send({ error: 'invalid_token' });
      }
      const { identity } = grant;
      return {
        // The same person always has the same subject at the same provider.
        sub: createHash('sha256').update(`${grant.provider}:${identity.email}`).digest('hex').slice(0, 24),
        name: identity.name,
        email: identity.email,
        email_verified: identity.emailVerified,
      };
    });
  };

  return { settings, routes };
}

function sendPage(reply: FastifyReply, providerName: string, q: Record<string, string | undefined>, error?: string) {
  const hidden = ['redirect_uri', 'state', 'code_challenge']
    .map((k) => `<input type="hidden" name="${k}" value="${escapeMarkup(q[k] ?? '')}">`)
    .join('');
  const presetForms = presets
    .map(
      (p) => `<form method="post">${hidden}
<input type="hidden" name="name" value="${escapeMarkup(p.name)}"><input type="hidden" name="email" value="${escapeMarkup(p.email)}">
<input type="hidden" name="email_verified" value="${p.emailVerified}">
<button type="submit" class="identity"><strong>${escapeMarkup(p.name)}</strong><span>${escapeMarkup(p.email)} · ${p.emailVerified ? 'verified' : 'not verified'}</span></button></form>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in with ${providerName} (development)</title>
<style>
body{font-family:system-ui,sans-serif;background:#f1f5f9;color:#0f172a;margin:0;padding:24px}
main{max-width:440px;margin:40px auto;background:#fff;border-radius:14px;padding:28px;box-shadow:0 4px 24px #0f172a14}
h1{font-size:20px;margin:0 0 6px}p.note{color:#64748b;font-size:14px;margin:0 0 20px}
.identity{display:flex;flex-direction:column;align-items:flex-start;width:100%;padding:12px 14px;margin:0 0 10px;border:1px solid #cbd5e1;border-radius:10px;background:#fff;cursor:pointer;font:inherit;text-align:left}
.identity:hover{border-color:#0f766e;background:#f0fdfa}.identity span{color:#64748b;font-size:13px}
fieldset{border:1px solid #e2e8f0;border-radius:10px;padding:14px;margin-top:18px}label{display:block;font-size:14px;margin:8px 0 4px}
input[type=text],input[type=email]{width:100%;box-sizing:border-box;padding:9px 10px;border:1px solid #cbd5e1;border-radius:8px;font:inherit}
.submit{margin-top:14px;width:100%;padding:10px;border:0;border-radius:8px;background:#0f766e;color:#fff;font:inherit;font-weight:600;cursor:pointer}
.error{color:#b91c1c}
</style></head><body><main>
<h1>Sign in with ${providerName}</h1>
<p class="note">Development identity provider: it stands in for ${providerName} because no ${providerName} credentials are configured. Choose who to sign in as.</p>
${error ? `<p class="error" role="alert">${escapeMarkup(error)}</p>` : ''}
${presetForms}
<form method="post"><fieldset><legend>Or type an identity</legend>${hidden}
<label for="name">Name</label><input id="name" type="text" name="name" value="${escapeMarkup(q.name ?? '')}">
<label for="email">E-mail</label><input id="email" type="email" name="email" value="${escapeMarkup(q.email ?? '')}" required>
<label><input type="checkbox" name="email_verified" value="true" checked> The provider has verified this e-mail</label>
<button type="submit" class="submit">Continue</button></fieldset></form>
</main></body></html>`;
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}
