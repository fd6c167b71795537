/**
 * Declares Noether's password policy on a production Firebase project (Identity Platform must be enabled):
 *   GOOGLE_OAUTH_ACCESS_TOKEN=$(gcloud auth print-access-token) npx tsx scripts/password-policy.ts --project ID
 *   npx tsx scripts/password-policy.ts --project ID --dry-run      print the request, send nothing
 * Without --project it uses NEXT_PUBLIC_FIREBASE_PROJECT_ID. The token needs the identitytoolkit or
 * cloud-platform scope and a role that may update the project's Auth configuration.
 */
import { passwordPolicyRequest } from '../lib/firebase/password-policy'

const args = process.argv.slice(2)
const projectId = args.includes('--project') ? args[args.indexOf('--project') + 1] : process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID
if (!projectId) {
  console.error('password-policy: name the project with --project ID (or NEXT_PUBLIC_FIREBASE_PROJECT_ID).')
  process.exit(2)
}
const request = passwordPolicyRequest(projectId)
if (args.includes('--dry-run')) {
  console.log(`PATCH ${request.url}\n${JSON.stringify(request.body, null, 2)}`)
  process.exit(0)
}
const token = process.env.GOOGLE_OAUTH_ACCESS_TOKEN
if (!token) {
  console.error('password-policy: set GOOGLE_OAUTH_ACCESS_TOKEN (for example `gcloud auth print-access-token`).')
  process.exit(2)
}
const res = await fetch(request.url, {
  method: 'PATCH',
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-goog-user-project': projectId },
  body: JSON.stringify(request.body),
})
if (!res.ok) {
  console.error(`password-policy: ${res.status} ${await res.text()}`)
  process.exit(1)
}
console.log(`Password policy enforced on ${projectId}.`)
