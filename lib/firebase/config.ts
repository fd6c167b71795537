/**
 * Firebase settings from NEXT_PUBLIC_FIREBASE_* (inlined at build time). With no production project set,
 * Noether runs against the local emulators under the `demo-noether` project, so the README's run command
 * needs no cloud account. NEXT_PUBLIC_FIREBASE_EMULATORS=1 forces the emulators with any project.
 */
import { z } from 'zod'

export const DEMO_PROJECT_ID = 'demo-noether'
export const EMULATOR_HOSTS = { auth: 'http://127.0.0.1:9099', firestore: { host: '127.0.0.1', port: 8080 } } as const

const productionSchema = z.object({
  apiKey: z.string({ error: 'NEXT_PUBLIC_FIREBASE_API_KEY is missing' }).min(10, 'NEXT_PUBLIC_FIREBASE_API_KEY is too short'),
  authDomain: z.string({ error: 'NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN is missing' }).min(3, 'NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN is missing'),
  projectId: z.string().regex(/^[a-z0-9-]{4,30}$/, 'NEXT_PUBLIC_FIREBASE_PROJECT_ID must be a Firebase project id'),
  appId: z.string({ error: 'NEXT_PUBLIC_FIREBASE_APP_ID is missing' }).min(5, 'NEXT_PUBLIC_FIREBASE_APP_ID is missing'),
})

export interface FirebaseSettings {
  options: { apiKey: string; authDomain: string; projectId: string; appId?: string }
  useEmulators: boolean
}

type Env = Record<string, string | undefined>

/** Settings for the given environment; throws with the variable's name when a production value is wrong. */
export function firebaseSettings(env: Env): FirebaseSettings {
  const projectId = env.NEXT_PUBLIC_FIREBASE_PROJECT_ID
  const forceEmulators = env.NEXT_PUBLIC_FIREBASE_EMULATORS === '1'
  if (!projectId || projectId.startsWith('demo-')) {
    const id = projectId ?? DEMO_PROJECT_ID
    return { options: { apiKey: 'demo-api-key', authDomain: `${id}.firebaseapp.com`, projectId: id }, useEmulators: true }
  }
  const parsed = productionSchema.safeParse({
    apiKey: env.NEXT_PUBLIC_FIREBASE_API_KEY,
    authDomain: env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN,
    projectId,
    appId: env.NEXT_PUBLIC_FIREBASE_APP_ID,
  })
  if (!parsed.success) throw new Error(`Firebase settings: ${parsed.error.issues.map((i) => i.message).join('; ')}`)
  return { options: parsed.data, useEmulators: forceEmulators }
}

/** The settings of this build (Next inlines each NEXT_PUBLIC_ variable where it is spelled out). */
export function currentFirebaseSettings(): FirebaseSettings {
  return firebaseSettings({
    NEXT_PUBLIC_FIREBASE_API_KEY: process.env.NEXT_PUBLIC_FIREBASE_API_KEY,
    NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN,
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
    NEXT_PUBLIC_FIREBASE_APP_ID: process.env.NEXT_PUBLIC_FIREBASE_APP_ID,
    NEXT_PUBLIC_FIREBASE_EMULATORS: process.env.NEXT_PUBLIC_FIREBASE_EMULATORS,
  })
}
