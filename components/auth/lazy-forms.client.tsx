'use client'

import dynamic from 'next/dynamic'

// The forms (and zod with them) load as their own chunks, apart from the site code every page shares.
const loading = () => <p className="py-16 text-center text-muted">Loading…</p>
export const LoginForm = dynamic(() => import('./login-form.client').then((m) => m.LoginForm), { ssr: false, loading })
export const SignUpForm = dynamic(() => import('./sign-up-form.client').then((m) => m.SignUpForm), { ssr: false, loading })
