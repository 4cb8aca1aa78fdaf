/** The JSON API as a page (/api-docs): each endpoint, who may call it, and the fields it reads. */
import type { EndpointDoc } from '../http/api-docs.js';
import type { SessionUser } from '../http/context.js';
import { Layout } from './layout.js';

/** A fragment id for an endpoint: GET /api/loads/:id -> get-api-loads-id. */
function anchorOf(e: EndpointDoc): string {
  return `${e.method}${e.path}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-$/, '');
}

export function ApiDocsPage({ user, endpoints }: { user: SessionUser | null; endpoints: EndpointDoc[] }) {
  return (
    <Layout title="API" user={user}>
      <h1>The FreightBazaar API</h1>
      <p>
        Every answer is JSON in an envelope: <code>{'{ "success": true, "data": … }'}</code>, or <code>{'{ "success": false, "error": { "code", "message" } }'}</code>. Sign in with{' '}
        <code>POST /login</code> as JSON and keep the <code>fm_session</code> cookie. Money is in rupees. The same description as an OpenAPI 3.1 document: <a href="/api/docs">/api/docs</a>.
      </p>
      <nav aria-label="Endpoints">
        <ul class="api-index">
          {endpoints.map((e) => (
            <li>
              <a href={`#${anchorOf(e)}`}>
                <code>
                  {e.method} {e.path}
                </code>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {endpoints.map((e) => (
        <section class="card api-endpoint" id={anchorOf(e)}>
          <h2>
            <code>
              {e.method} {e.path}
            </code>
          </h2>
          <p>{e.summary}</p>
          <p class="muted">Who may call: {e.who}.</p>
          {e.fields.length > 0 && (
            <div class="table-wrap">
              <table>
                <thead>
                  <tr>
                    <th>Field</th>
                    <th>In</th>
                    <th>Accepts</th>
                  </tr>
                </thead>
                <tbody>
                  {e.fields.map((f) => (
                    <tr>
                      <td>
                        <code>{f.name}</code>
                        {f.required ? ' (required)' : ''}
                      </td>
                      <td>{f.where}</td>
                      <td>{f.accepts}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {e.returns && (
            <details class="api-returns">
              <summary>The answer's data (JSON schema)</summary>
              <pre>
                <code>{e.returns}</code>
              </pre>
            </details>
          )}
        </section>
      ))}
    </Layout>
  );
}
