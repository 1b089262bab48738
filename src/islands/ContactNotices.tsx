import { useEffect, useRef, useState } from "react";
/** What the notices say, in the page's language (contact.yaml › notices, or its `en:` block). */
export type NoticeTexts = Record<"success" | "failure", { title: string; text: string }>;
type ContactNoticeKind = keyof NoticeTexts;
type Notice = { id: number; kind: ContactNoticeKind };

const noticeDurationMs = 5_000;
const maxNotices = 3;
// A failure interrupts the screen reader (alert); a success waits its turn (status).
const noticeRegions = [
  { kind: "success", role: "status" },
  { kind: "failure", role: "alert" },
] as const;

/** The notices shown after sending: at most three, each leaving by itself after five seconds. */
export function useContactNotices() {
  const [notices, setNotices] = useState<Notice[]>([]);
  const nextNoticeId = useRef(0);
  const noticeTimers = useRef(new Set<number>());

  useEffect(() => {
    const timers = noticeTimers.current;
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, []);

  function dismissNotice(id: number) {
    setNotices((current) => current.filter((notice) => notice.id !== id));
  }

  function showNotice(kind: ContactNoticeKind) {
    const id = ++nextNoticeId.current;
    setNotices((current) => [...current, { id, kind }].slice(-maxNotices));
    const timer = window.setTimeout(() => {
      noticeTimers.current.delete(timer);
      dismissNotice(id);
    }, noticeDurationMs);
    noticeTimers.current.add(timer);
  }

  return { notices, showNotice, dismissNotice };
}

interface NoticeProps {
  texts: NoticeTexts;
  /** The close button's label, for screen readers. */
  closeLabel: string;
  onDismiss: (id: number) => void;
}

export function ContactNoticeStack({ notices, ...props }: NoticeProps & { notices: readonly Notice[] }) {
  // Both live regions exist from the start: screen readers announce content added to an
  // existing region far more reliably than a region that appears with its content.
  return (
    <div className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex flex-col items-end gap-3 print-hidden sm:left-auto sm:w-96">
      {noticeRegions.map(({ kind, role }) => (
        <div key={kind} role={role} className="flex w-full flex-col gap-3">
          {notices
            .filter((notice) => notice.kind === kind)
            .map((notice) => (
              <NoticeCard key={notice.id} notice={notice} {...props} />
            ))}
        </div>
      ))}
    </div>
  );
}

function NoticeCard({ notice, texts, closeLabel, onDismiss }: NoticeProps & { notice: Notice }) {
  const text = texts[notice.kind];
  const style =
    notice.kind === "success" ? "bg-success-light text-success ring-success/30" : "bg-danger text-white ring-danger";
  return (
    <div className={`pointer-events-auto flex items-start gap-3 rounded-xl p-4 shadow-lg ring-1 ${style}`}>
      <div className="flex-1">
        <p className="font-semibold">{text.title}</p>
        <p className="mt-1 text-sm">{text.text}</p>
      </div>
      <button
        type="button"
        aria-label={closeLabel}
        onClick={() => onDismiss(notice.id)}
        className="-m-1 rounded-md p-1 text-xl leading-none opacity-80 hover:opacity-100"
      >
        ×
      </button>
    </div>
  );
}
