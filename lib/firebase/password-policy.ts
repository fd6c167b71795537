/**
 * The project's password policy as Identity Platform's admin API takes it (projects.updateConfig,
 * `passwordPolicyConfig`), from the rules the forms check (lib/validation/account.ts). The backend can
 * require a length and a digit; "a letter" it can only express as a lower- or an upper-case one, so that
 * part stays with the forms. The Auth emulator ignores password policies (it accepts 6 characters and
 * more), which is why the forms check too. Pure.
 */
import { PASSWORD_POLICY } from '@/lib/validation/account'

export interface PasswordPolicyRequest {
  url: string
  body: {
    passwordPolicyConfig: {
      passwordPolicyEnforcementState: 'ENFORCE'
      forceUpgradeOnSignin: boolean
      passwordPolicyVersions: { customStrengthOptions: Record<string, number | boolean> }[]
    }
  }
}

export function passwordPolicyRequest(projectId: string): PasswordPolicyRequest {
  if (!/^[a-z0-9-]{4,30}$/.test(projectId)) throw new Error(`"${projectId}" is not a Firebase project id`)
  if (projectId.startsWith('demo-')) throw new Error('demo- projects run on the emulators, which cannot enforce a password policy')
  return {
    url: `https://identitytoolkit.googleapis.com/admin/v2/projects/${projectId}/config?updateMask=passwordPolicyConfig`,
    body: {
      passwordPolicyConfig: {
        passwordPolicyEnforcementState: 'ENFORCE',
        // Existing accounts keep signing in; they meet the policy when they next change their password.
        forceUpgradeOnSignin: false,
        passwordPolicyVersions: [
          {
            customStrengthOptions: {
              minPasswordLength: PASSWORD_POLICY.minLength,
              maxPasswordLength: PASSWORD_POLICY.maxLength,
              containsNumericCharacter: PASSWORD_POLICY.digit,
            },
          },
        ],
      },
    },
  }
}
