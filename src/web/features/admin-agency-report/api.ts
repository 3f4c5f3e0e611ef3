import { AGENCY_REPORT_SORTS } from '@/contract/minpaku-reports';
import { LODGING_REGIMES } from '@/contract/enums';
import { japanDate } from '@/domain/japan-date';
import { halfYear, latestEndedHalf } from '@/domain/minpaku-reports';
import { adminRequest } from '@/web/lib/admin-api';
import { saveResponse } from '@/web/lib/download-file';
import { defineListSpec } from '@/web/lib/list-params';

export const AGENCY_REPORT_PATH = '/api/admin/minpaku-reports/agency';

/** The halves offered: the last that has ended first, then the eight before it, and the one running now. */
function offeredHalves(today = japanDate()) {
  const latest = latestEndedHalf(today);
  const halves: string[] = [];
  let year = Number(latest.half.slice(0, 4));
  let second = latest.half.endsWith('H2');
  // The running half (after the latest ended one), then back in time.
  halves.push(second ? `${year + 1}H1` : `${year}H2`);
  for (let i = 0; i < 9; i++) {
    halves.push(`${year}H${second ? 2 : 1}`);
    if (second) second = false;
    else {
      second = true;
      year -= 1;
    }
  }
  return halves;
}

export const OFFERED_HALVES = offeredHalves();
export const DEFAULT_HALF = latestEndedHalf(japanDate()).half;
export const HALF_OPTIONS = OFFERED_HALVES.map((half) => ({ value: half, label: halfYear(half).label }));

export const AGENCY_REPORT_LIST = defineListSpec({
  filters: { half: OFFERED_HALVES as [string, ...string[]], regime: LODGING_REGIMES },
  sorts: AGENCY_REPORT_SORTS,
});

/** GET …/agency.csv with the list's half, search and basis: saved under the server's file name. */
export async function downloadAgencyCsv(params: { half: string; q?: string; regime?: string }): Promise<string> {
  const query = new URLSearchParams({ half: params.half });
  if (params.q) query.set('q', params.q);
  if (params.regime) query.set('regime', params.regime);
  const res = await adminRequest('GET', `${AGENCY_REPORT_PATH}.csv?${query}`);
  return saveResponse(res, `仲介業定期報告_${params.half}.csv`);
}
