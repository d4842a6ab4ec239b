/** A form's submit button, which says while it works, and a way out of the form. */
export function FormActions({
  label,
  pendingLabel,
  cancelLabel,
  submitting,
  onCancel,
}: {
  label: string;
  pendingLabel: string;
  cancelLabel: string;
  submitting: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <button type="submit" className="btn btn-primary" disabled={submitting}>
        {submitting ? pendingLabel : label}
      </button>
      <button type="button" className="btn btn-outline" onClick={onCancel}>
        {cancelLabel}
      </button>
    </div>
  );
}
