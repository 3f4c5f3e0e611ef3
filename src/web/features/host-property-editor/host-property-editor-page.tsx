import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { HostPropertyCreateBody, HostPropertyEditor } from '@/contract/host-property-editor';
import { japanDate } from '@/domain/japan-date';
import { PAGE_ERROR_CLASS, QueryState } from '@/web/components/query-state';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { errorMessage } from '@/web/lib/api-client';
import { ApiError } from '@/web/lib/api-error';
import { showApiError, showError } from '@/web/lib/toasts';
import { usePageTitle } from '@/web/lib/use-page-title';
import { editorQuery, mastersQuery, useCreateDraft, useSaveHouse } from './api';
import { EditorStepper, SaveIndicator } from './components/editor-stepper';
import { BasicStep, LocationStep, PricingStep, RoomsStep, RulesStep } from './components/field-steps';
import { LodgingStep } from './components/lodging-step';
import { PhotosStep } from './components/photos-step';
import { ReviewStep } from './components/review-step';
import {
  checkStep,
  emptyFormValues,
  fieldOfServer,
  formValuesOf,
  MISSING_STEP,
  seasonRowOf,
  STEP_FIELDS,
  STEPS,
  type EditorFormValues,
  type StepKey,
} from './form-values';

const STATUS_LABEL: Record<HostPropertyEditor['status'], string> = {
  draft: '下書き',
  in_review: '審査待ち',
  private: '非公開',
  published: '公開中',
  suspended: '停止中',
};

function stepOf(value: string | null): StepKey {
  return STEPS.find((s) => s.key === value)?.key ?? 'basic';
}

/** /host/properties/new and /host/properties/{id}/edit: the house editor in eight steps, saved as the host goes. */
export function HostPropertyEditorPage() {
  const { id } = useParams();
  usePageTitle(id ? '物件の編集 | 古民家ステイ ホスト管理' : '物件の登録 | 古民家ステイ ホスト管理');
  if (!id) return <EditorShell house={null} />;
  return <EditorLoader id={id} />;
}

function EditorLoader({ id }: { id: string }) {
  const query = useQuery(editorQuery(id));
  return (
    <QueryState
      query={query}
      loading={<EditorSkeleton />}
      errorTitle="物件を読み込めませんでした"
      errorClassName={PAGE_ERROR_CLASS}
      notFound={
        <div className={PAGE_ERROR_CLASS}>
          <h1 className="text-xl font-bold">物件が見つかりません</h1>
          <p className="mt-2 text-muted-foreground">削除されたか、編集できない物件です。</p>
          <Button asChild className="mt-4">
            <Link to="/host/properties">物件一覧へ</Link>
          </Button>
        </div>
      }
    >
      {(house) => <EditorShell key={house.id} house={house} />}
    </QueryState>
  );
}

function EditorSkeleton() {
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-4 px-4 py-8 sm:px-6" aria-busy="true" aria-label="読み込み中">
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-96 w-full" />
    </div>
  );
}

function EditorShell({ house }: { house: HostPropertyEditor | null }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const step: StepKey = house ? stepOf(params.get('step')) : 'basic';
  const form = useForm<EditorFormValues>({ defaultValues: house ? formValuesOf(house) : emptyFormValues() });
  const create = useCreateDraft();
  const save = useSaveHouse(house?.id ?? '');
  const masters = useQuery({ ...mastersQuery(), enabled: step === 'rooms' });
  const [saveState, setSaveState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const { dirtyFields } = form.formState;
  const stepDirty = (s: StepKey) => STEP_FIELDS[s].some((name) => name in dirtyFields);
  const anyDirty = STEPS.some((s) => stepDirty(s.key));

  // Typed values are never lost silently: leaving the page with unsaved changes asks first.
  useEffect(() => {
    if (!anyDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [anyDirty]);

  const show = (target: StepKey) => {
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set('step', target);
      return next;
    });
    window.scrollTo({ top: 0 });
  };

  const markProblems = (problems: { name: string; message: string }[]) => {
    for (const p of problems) form.setError(p.name as FieldPath<EditorFormValues>, { type: 'server', message: p.message });
    const first = problems[0];
    if (first) form.setFocus(first.name as FieldPath<EditorFormValues>);
  };

  /**
   * Checks the step's fields (when moving on, its required ones too: the host hears at once what the
   * review would refuse) and saves them when they changed (creating the draft on the first 次へ); false
   * when refused, with every problem at its field.
   */
  const saveStep = async (current: StepKey, next: StepKey): Promise<boolean> => {
    if (STEP_FIELDS[current].length === 0) return true;
    const leaving = STEPS.findIndex((s) => s.key === next) > STEPS.findIndex((s) => s.key === current);
    if (house && !stepDirty(current) && !leaving) return true;
    form.clearErrors();
    const values = form.getValues();
    const { body, problems } = checkStep(current, values, { leaving, today: japanDate(), storedSeasons: house?.seasonPrices ?? [] });
    if (problems.length > 0 || !body) {
      markProblems(problems);
      showError('入力内容をご確認ください', problems[0]?.message);
      return false;
    }
    if (house && !stepDirty(current)) return true;
    setSaveState('saving');
    try {
      if (!house) {
        const { id } = await create.mutateAsync(body as HostPropertyCreateBody);
        form.reset(values);
        setSaveState('saved');
        void navigate(`/host/properties/${id}/edit?step=${next}`, { replace: true });
        return false;
      }
      const saved = await save.mutateAsync(body);
      form.reset(current === 'pricing' ? { ...values, seasonPrices: saved.seasonPrices.map(seasonRowOf) } : values);
      setSaveState('saved');
      return true;
    } catch (error) {
      setSaveState('failed');
      // What was typed stays in the form; the refused field is marked, on its own step.
      const issues = error instanceof ApiError && error.issues.length > 0 ? error.issues : [{ field: error instanceof ApiError ? (error.field ?? '') : '', message: errorMessage(error, '') }];
      const marked = issues.flatMap((issue) => {
        const target = fieldOfServer(issue.field);
        return target ? [{ ...target, message: issue.message }] : [];
      });
      if (marked.length > 0 && marked[0].step !== current) show(marked[0].step);
      setTimeout(() => markProblems(marked), 0);
      showApiError('保存できませんでした', error, '保存に失敗しました。入力した内容はそのまま残っています。通信状態をご確認ください');
      return false;
    }
  };

  const goTo = async (target: StepKey) => {
    if (target === step) return;
    if (await saveStep(step, target)) show(target);
  };

  const index = STEPS.findIndex((s) => s.key === step);
  const prev = STEPS[index - 1]?.key;
  const next = STEPS[index + 1]?.key;
  // A check on the steps that hold something the review needs, once nothing of theirs is missing.
  const done = (s: StepKey) => house !== null && Object.values(MISSING_STEP).includes(s) && !house.missing.some((m) => MISSING_STEP[m] === s);
  const busy = create.isPending || save.isPending;
  const indicator = busy ? 'saving' : anyDirty ? 'dirty' : saveState === 'saving' ? 'idle' : saveState;

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-5 px-4 py-6 sm:px-6 sm:py-8">
      <header className="grid gap-2">
        <Link to="/host/properties" className="flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
          <ChevronLeft className="size-4" aria-hidden="true" />
          物件一覧
        </Link>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-2xl font-bold">{house ? '物件を編集' : '物件を登録'}</h1>
          <div className="flex items-center gap-3">
            {house && <span className="rounded-full bg-muted px-3 py-1 text-xs font-bold">{STATUS_LABEL[house.status]}</span>}
            <SaveIndicator state={indicator} />
          </div>
        </div>
        {house?.status === 'published' && (
          <p className="rounded-xl bg-secondary p-3 text-sm">公開中の物件です。保存した内容はすぐにゲストのページに反映され、公開中のままです。</p>
        )}
        {house?.status === 'in_review' && <p className="rounded-xl bg-secondary p-3 text-sm">審査待ちの物件です。編集した内容で審査されます（審査待ちのままです）。</p>}
        {!house && <p className="text-sm text-muted-foreground">入力した内容は「次へ」で下書きとして保存されます。物件名を入力して始めましょう。</p>}
      </header>

      <EditorStepper current={step} onSelect={(s) => void goTo(s)} enabled={(s) => Boolean(house) || s === 'basic'} done={done} />

      <form
        aria-label={house ? '物件の編集' : '物件の登録'}
        noValidate
        className="grid gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (next) void goTo(next);
        }}
      >
        {step === 'basic' && <BasicStep form={form} />}
        {step === 'location' && <LocationStep form={form} />}
        {step === 'legal' && house && <LodgingStep form={form} house={house} />}
        {step === 'rooms' && <RoomsStep form={form} masters={masters} />}
        {step === 'photos' && house && <PhotosStep propertyId={house.id} photos={house.photos} />}
        {step === 'pricing' && <PricingStep form={form} />}
        {step === 'rules' && <RulesStep form={form} />}
        {step === 'review' && house && <ReviewStep house={house} onGoTo={(s) => void goTo(s)} dirty={anyDirty} />}

        <div className="sticky bottom-0 z-10 -mx-4 flex items-center justify-between gap-3 border-t border-border bg-background/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0">
          {prev ? (
            <Button type="button" variant="outline" size="lg" disabled={busy} onClick={() => void goTo(prev)}>
              <ChevronLeft aria-hidden="true" />
              戻る
            </Button>
          ) : (
            <span />
          )}
          {next && (
            <Button type="submit" size="lg" disabled={busy}>
              {busy ? '保存中…' : '次へ'}
              <ChevronRight aria-hidden="true" />
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
