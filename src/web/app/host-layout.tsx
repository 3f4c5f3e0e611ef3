import { Outlet } from 'react-router';
import { EMAIL_UNVERIFIED_MESSAGES } from '@/contract/email-verification-texts';
import { EmailVerificationBanner } from '@/web/components/email-verification-banner';
import { RequireAuth, HOST_ROLES } from './require-auth';

/**
 * The host area (inside the guest layout, whose header switches to the host links): host or admin only.
 * A host whose address is not verified sees it above every page: a house cannot go to review and the
 * month's transfer is held until it is (docs/product/accounts.md, "Verified address").
 */
export function HostLayout() {
  return (
    <RequireAuth roles={HOST_ROLES}>
      <EmailVerificationBanner className="mx-4 mt-4 sm:mx-auto sm:w-[calc(100%-3rem)] sm:max-w-6xl" detail={`物件の審査への提出には確認が必要です。${EMAIL_UNVERIFIED_MESSAGES.payout.replace('確認メールを再送できます。', '')}`} />
      <Outlet />
    </RequireAuth>
  );
}
